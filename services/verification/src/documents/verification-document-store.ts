import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { VerificationDocument, VerificationDocumentType } from '@ihe/contracts';
import { loadVerificationSettings } from '../verification.settings.js';
import { DOCUMENT_EXTENSIONS } from './document-type.rules.js';

/**
 * Verification documents on local disk under DATA_DIR/media/verification-documents/{vendorId}/, named
 * `{timestamp}_{index}.{ext}` (never the client's name), like catalog's product images. Files are private:
 * no route serves them yet.
 */
@Injectable()
export class VerificationDocumentStore {
  readonly directory = path.resolve(loadVerificationSettings().DATA_DIR, 'media', 'verification-documents');

  /** Writes every file (each atomically: temp file, then rename); on any failure removes what it wrote. */
  async saveAll(
    vendorId: string,
    files: Array<{ content: Uint8Array; contentType: VerificationDocumentType }>,
  ): Promise<VerificationDocument[]> {
    const folder = this.folderOf(vendorId);
    await mkdir(folder, { recursive: true });
    const stamp = Date.now();
    const uploadedAt = new Date(stamp).toISOString();
    const saved: VerificationDocument[] = [];
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

  async removeAll(vendorId: string, documents: Array<Pick<VerificationDocument, 'fileName'>>): Promise<void> {
    const folder = this.folderOf(vendorId);
    await Promise.all(documents.map((doc) => rm(path.join(folder, doc.fileName), { force: true })));
  }

  private folderOf(vendorId: string): string {
    // vendorId is the token's subject (a UUID); checked again so no path can ever leave the folder.
    if (!/^[0-9a-f-]{36}$/i.test(vendorId)) throw new Error(`Not a vendor id: ${vendorId}`);
    return path.join(this.directory, vendorId);
  }
}
