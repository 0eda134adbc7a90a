import { Injectable, NotFoundException } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { VERIFICATION_MESSAGES, type VerificationDocumentType } from '@ihe/contracts';
import { VerificationRequestsReader } from '../requests/verification-requests.reader.js';
import { VerificationDocumentStore } from './verification-document-store.js';

/** One submitted document, ready to send. */
export interface DocumentFile {
  fileName: string;
  contentType: VerificationDocumentType;
  content: Buffer;
}

/**
 * Opens a vendor's submitted document for an admin (or the vendor itself). Only a name that the
 * vendor's request lists in documents_submitted is served, and then the recorded name and type, never
 * what the client sent; the store reads it only from the vendor's own folder. Anything else is a 404.
 */
@Injectable()
export class DocumentFilesService {
  constructor(
    private readonly requests: VerificationRequestsReader,
    private readonly store: VerificationDocumentStore,
  ) {}

  async open(vendorId: string, fileName: string): Promise<DocumentFile> {
    if (!isUUID(vendorId, 'all')) throw new NotFoundException(VERIFICATION_MESSAGES.documentNotFound);
    const owner = vendorId.toLowerCase();
    const request = await this.requests.latestFor(owner);
    const listed = request?.documents_submitted.find((doc) => doc.fileName === fileName);
    if (!listed) throw new NotFoundException(VERIFICATION_MESSAGES.documentNotFound);
    const content = await this.store.read(owner, listed.fileName);
    if (!content) throw new NotFoundException(VERIFICATION_MESSAGES.documentNotFound);
    return { fileName: listed.fileName, contentType: listed.contentType, content };
  }
}
