import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { productImagePath } from '@ihe/contracts';
import { loadCatalogSettings } from '../catalog.settings.js';
import type { ImageStorage } from './image-storage.js';
import { imageKeyContentType } from './media-file-name.js';

export interface StoredImage {
  content: Buffer;
  contentType: string;
}

/** The URL prefix of the images this store serves (GET /api/v1/media/products/{key}). */
const URL_PREFIX = productImagePath('');

/**
 * Product images on local disk under DATA_DIR/media/products (the all-in-one mode's image storage;
 * the distributed mode swaps in a bucket): demo images at the top, vendors' uploads in a folder per
 * vendor. Only safe keys (media-file-name.ts) are ever written or read, so none leaves the folder.
 */
@Injectable()
export class ProductImageStore implements ImageStorage {
  readonly directory = path.resolve(loadCatalogSettings().DATA_DIR, 'media', 'products');

  /** Writes the file (atomically: temp file, then rename) and returns its public URL. */
  async save(key: string, content: string | Buffer): Promise<string> {
    const target = this.pathOf(key);
    if (!target) throw new Error(`Refusing to store image under an unsafe name: ${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
    return productImagePath(key);
  }

  put(key: string, content: Buffer): Promise<string> {
    return this.save(key, content);
  }

  async remove(key: string): Promise<void> {
    const target = this.pathOf(key);
    if (target) await rm(target, { force: true });
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(URL_PREFIX)) return null;
    const key = url.slice(URL_PREFIX.length);
    return imageKeyContentType(key) ? key : null;
  }

  async *keys(): AsyncIterable<string> {
    const entries = await readdir(this.directory, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path
        .relative(this.directory, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (imageKeyContentType(key)) yield key;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return (await this.read(key))?.content ?? null;
  }

  /** The image, or null when the key is unsafe or nothing is stored under it. */
  async read(key: string): Promise<StoredImage | null> {
    const contentType = imageKeyContentType(key);
    const target = this.pathOf(key);
    if (!contentType || !target) return null;
    const content = await readFile(target).catch(() => null);
    return content ? { content, contentType } : null;
  }

  private pathOf(key: string): string | null {
    return imageKeyContentType(key) ? path.join(this.directory, ...key.split('/')) : null;
  }
}
