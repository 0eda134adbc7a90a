import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { productImagePath } from '@ihe/contracts';
import { loadCatalogSettings } from '../catalog.settings.js';
import { imageContentType } from './media-file-name.js';

export interface StoredImage {
  content: Buffer;
  contentType: string;
}

/**
 * Product images on local disk under DATA_DIR/media/products (the all-in-one mode's image storage;
 * the distributed mode swaps in a bucket). Only safe file names are ever written or read.
 */
@Injectable()
export class ProductImageStore {
  readonly directory = path.resolve(loadCatalogSettings().DATA_DIR, 'media', 'products');

  /** Writes the file (atomically: temp file, then rename) and returns its public URL. */
  async save(fileName: string, content: string | Buffer): Promise<string> {
    if (!imageContentType(fileName))
      throw new Error(`Refusing to store image under an unsafe name: ${fileName}`);
    await mkdir(this.directory, { recursive: true });
    const target = path.join(this.directory, fileName);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
    return productImagePath(fileName);
  }

  /** The image, or null when the name is unsafe or nothing is stored under it. */
  async read(fileName: string): Promise<StoredImage | null> {
    const contentType = imageContentType(fileName);
    if (!contentType) return null;
    const content = await readFile(path.join(this.directory, fileName)).catch(() => null);
    return content ? { content, contentType } : null;
  }
}
