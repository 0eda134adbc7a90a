import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { VerificationDocumentType } from '@ihe/contracts';
import type { StoredDocument } from '../requests/verification-row.js';
import { loadVerificationSettings } from '../verification.settings.js';
import { DOCUMENT_EXTENSIONS } from './document-type.rules.js';

/** A name this store gives (`{timestamp}_{index}.{ext}`): no separators, no dots but the extension's. */
const STORED_NAME = /^\d{1,16}_\d{1,2}\.(jpg|png|webp|pdf)$/;

/**
 * Verification documents on local disk under DATA_DIR/media/verification-documents/{vendorId}/, named
 * `{timestamp}_{index}.{ext}` (never the client's name), like catalog's product images. Files are private:
 * served only to admins and their vendor (DocumentFilesService), never publicly.
 */
@Injectable()
export class VerificationDocumentStore {
  readonly directory = path.resolve(loadVerificationSettings().DATA_DIR, 'media', 'verification-documents');

  /** Writes every file (each atomically: temp file, then rename); on any failure removes what it wrote. */
  async saveAll(
    vendorId: string,
    files: Array<{ content: Uint8Array; contentType: VerificationDocumentType }>,
  ): Promise<StoredDocument[]> {
    const folder = this.folderOf(vendorId);
    await mkdir(folder, { recursive: true });
    const stamp = Date.now();
    const uploadedAt = new Date(stamp).toISOString();
    const saved: StoredDocument[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const fileName = `${stamp}_${index}.${DOCUMENT_EXTENSIONS[file.contentType]}`;
        const target = path.join(folder, fileName);
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, file.content);
        await rename(temporary, target);
        saved.push({ fileName, contentType: file.contentType, size: file.content.length, uploadedAt });
      }
    } catch (error) {
      await this.removeAll(vendorId, saved);
      throw error;
    }
    return saved;
  }

  /**
   * The bytes of one stored document, or null when there is no such file. Only a name of the stored
   * shape, inside the vendor's own folder, is ever read: the caller passes a name its request lists.
   */
  async read(vendorId: string, fileName: string): Promise<Buffer | null> {
    const folder = this.folderOf(vendorId);
    if (!STORED_NAME.test(fileName)) return null;
    const file = path.join(folder, fileName);
    if (path.dirname(file) !== folder) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async removeAll(vendorId: string, documents: Array<Pick<StoredDocument, 'fileName'>>): Promise<void> {
    const folder = this.folderOf(vendorId);
    await Promise.all(documents.map((doc) => rm(path.join(folder, doc.fileName), { force: true })));
  }

  private folderOf(vendorId: string): string {
    // vendorId is the token's subject (a UUID); checked again so no path can ever leave the folder.
    if (!/^[0-9a-f-]{36}$/i.test(vendorId)) throw new Error(`Not a vendor id: ${vendorId}`);
    return path.join(this.directory, vendorId);
  }
}
