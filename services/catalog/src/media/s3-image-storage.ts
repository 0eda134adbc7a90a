import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { CatalogSettings } from '../catalog.settings.js';
import type { ImageStorage } from './image-storage.js';
import { imageKeyContentType } from './media-file-name.js';

/** Stored names never change (a new upload gets a new name): caches may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Product images in an S3-compatible bucket (the distributed mode; MinIO in docker-compose). Objects
 * are public-read through the bucket's own policy; their URL is S3_PUBLIC_URL (or the endpoint, path
 * style) + key.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(
    settings: Pick<
      CatalogSettings,
      | 'S3_BUCKET'
      | 'S3_ENDPOINT'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_PUBLIC_URL'
    >,
  ) {
    this.bucket = settings.S3_BUCKET;
    this.client = new S3Client({
      region: settings.S3_REGION,
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(settings.S3_ACCESS_KEY_ID
        ? {
            credentials: {
              accessKeyId: settings.S3_ACCESS_KEY_ID,
              secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
    const base =
      settings.S3_PUBLIC_URL ||
      (settings.S3_ENDPOINT
        ? `${settings.S3_ENDPOINT}/${settings.S3_BUCKET}`
        : `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION}.amazonaws.com`);
    this.publicBase = `${base.replace(/\/+$/, '')}/`;
  }

  async put(key: string, content: Buffer, contentType: string): Promise<string> {
    if (!imageKeyContentType(key)) throw new Error(`Refusing to store image under an unsafe name: ${key}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: content,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return `${this.publicBase}${key}`;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(this.publicBase)) return null;
    const key = url.slice(this.publicBase.length);
    return imageKeyContentType(key) ? key : null;
  }

  async *keys(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket }))
      for (const object of page.Contents ?? [])
        if (object.Key && imageKeyContentType(object.Key)) yield object.Key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** Closes the client's sockets (shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}
