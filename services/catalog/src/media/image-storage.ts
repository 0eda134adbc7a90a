/**
 * Where product images are kept: local disk (ProductImageStore, the all-in-one mode) or an S3-compatible
 * bucket (S3ImageStorage, the distributed mode), chosen by configuration (S3_BUCKET) in catalog.module.
 * Keys are `{userId}/{timestamp}_{index}[_thumb].{ext}` (spec 2 §7), checked by media-file-name.ts.
 */
export interface ImageStorage {
  /** Stores the object under `key` and returns its public URL. */
  put(key: string, content: Buffer, contentType: string): Promise<string>;
  /** Removes it (a failed upload takes back what it stored); missing is fine. */
  remove(key: string): Promise<void>;
  /** The key of one of this storage's public URLs, or null when the URL is not one of its objects. */
  keyOf(url: string): string | null;
  /** Every stored key (the variants' backfill walks them). */
  keys(): AsyncIterable<string>;
  /** The object's content, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
