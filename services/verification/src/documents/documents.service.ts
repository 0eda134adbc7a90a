import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  vendorVerificationDocumentPath,
  type SubmitVerificationDocumentsResponse,
  type VerificationStatus,
} from '@ihe/contracts';
import { MultipartError, readMultipartFiles } from '@ihe/platform';
import { VerificationRequestsReader } from '../requests/verification-requests.reader.js';
import { canSubmitDocuments } from '../requests/verification.rules.js';
import { toVendorView } from '../requests/verification-row.js';
import { checkUpload, DOCUMENTS_FIELD, type UploadedFile } from './document-upload.rules.js';
import { VerificationDocumentStore } from './verification-document-store.js';

interface ResubmittedRow {
  status: VerificationStatus;
  admin_notes: string | null;
  created_at: Date;
  processed_at: Date | null;
}

/**
 * A vendor asked for documents sends them (spec 2 §4 requires_documents): checked first (nothing is
 * stored when any file breaks a rule), then stored, then the request is pending again with the
 * documents recorded, in one statement that still requires requires_documents (a concurrent second
 * upload finds the request pending: 409, and its files are removed).
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly requests: VerificationRequestsReader,
    private readonly store: VerificationDocumentStore,
  ) {}

  async submit(
    vendorId: string,
    body: unknown,
    contentType: string | undefined,
  ): Promise<SubmitVerificationDocumentsResponse> {
    const read = await readDocuments(body, contentType);
    const checked = checkUpload(read.files, read.tooMany);
    if (!checked.ok) throw new BadRequestException(checked.message);
    const request = await this.requests.latestFor(vendorId);
    if (!request) throw new NotFoundException(VERIFICATION_MESSAGES.notFound);
    if (!canSubmitDocuments(request.status))
      throw new ConflictException(VERIFICATION_MESSAGES.documentsNotRequested);
    const documents = await this.store.saveAll(vendorId, checked.files);
    let rows: ResubmittedRow[];
    try {
      // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
      [rows] = (await this.dataSource.query(
        `UPDATE verification_requests
            SET status = 'pending', documents_submitted = documents_submitted || $2::jsonb, updated_at = now()
          WHERE vendor_id = $1 AND status = 'requires_documents'
          RETURNING status, admin_notes, created_at, processed_at`,
        [vendorId, JSON.stringify(documents)],
      )) as [ResubmittedRow[], number];
    } catch (error) {
      await this.store.removeAll(vendorId, documents);
      throw error;
    }
    if (rows.length === 0) {
      await this.store.removeAll(vendorId, documents);
      throw new ConflictException(VERIFICATION_MESSAGES.documentsNotRequested);
    }
    return {
      verification: toVendorView(rows[0]),
      documents: documents.map((doc) => ({ ...doc, url: vendorVerificationDocumentPath(doc.fileName) })),
      message: VERIFICATION_MESSAGES.documentsSubmitted,
    };
  }
}

/**
 * The files of the multipart/form-data body, read with the platform's reader: it keeps at most the limit
 * of each file (a bigger one comes back truncated) and drops files past the fifth (`tooMany`). Another
 * field names itself; anything else unreadable is "send multipart" (400).
 */
async function readDocuments(
  body: unknown,
  contentType: string | undefined,
): Promise<{ files: UploadedFile[]; tooMany: boolean }> {
  const read = await readMultipartFiles(body, contentType, {
    field: DOCUMENTS_FIELD,
    maxFiles: VERIFICATION_LIMITS.documentsMax,
    maxFileBytes: VERIFICATION_LIMITS.documentBytesMax,
  }).catch((error: unknown) => {
    if (!(error instanceof MultipartError)) throw error;
    throw new BadRequestException(
      error.message.startsWith('Unknown field: ') ? error.message : VERIFICATION_MESSAGES.multipartRequired,
    );
  });
  const files = read.files.map((file) => ({
    name: file.name.slice(0, 100),
    content: file.content,
    truncated: file.truncated,
  }));
  return { files, tooMany: read.tooMany };
}
