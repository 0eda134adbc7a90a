import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  VERIFICATION_DOCUMENTS_PATH,
  VERIFICATION_MESSAGES,
  vendorVerificationDocumentPath,
  type SubmitVerificationDocumentsResponse,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestVerification, type TestVendor, type TestVerification } from './verification-test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const SCRIPT = Buffer.from('#!/bin/sh\necho "not a document"\n');

describe('verification: documents a vendor sends when asked for them', () => {
  let env: ServiceTestEnv;
  let service: TestVerification;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestVerification();
  });

  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const folderOf = (vendorId: string) => path.join(env.dataDir, 'media', 'verification-documents', vendorId);
  const storedFiles = (vendorId: string) =>
    existsSync(folderOf(vendorId)) ? readdirSync(folderOf(vendorId)) : [];
  const upload = async (
    vendor: TestVendor | null,
    files: Array<[string, Buffer, string?]>,
    role: 'vendor' | 'consumer' | 'admin' = 'vendor',
  ) => {
    const form = new FormData();
    for (const [name, content, type] of files)
      form.append('documents', new Blob([content], { type: type ?? 'application/pdf' }), name);
    const token = vendor || role !== 'vendor' ? await service.tokenFor(role, vendor?.id) : undefined;
    const response = await fetch(`${service.url}${VERIFICATION_DOCUMENTS_PATH}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as SubmitVerificationDocumentsResponse & { message: string },
    };
  };
  const askedForDocuments = async () => {
    const vendor = await service.registerVendor();
    await service.setStatus(vendor.id, 'requires_documents');
    return vendor;
  };
  const requestOf = async (vendorId: string) =>
    (
      await service.db.query(
        `SELECT status, documents_submitted FROM verification_requests WHERE vendor_id = $1`,
        [vendorId],
      )
    )[0];

  it('stores the documents, records them, and puts the request back to pending', async () => {
    const vendor = await askedForDocuments();
    const answer = await upload(vendor, [
      ['cac-certificate.pdf', PDF],
      ['farm.png', PNG, 'image/png'],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(VERIFICATION_MESSAGES.documentsSubmitted);
    expect(answer.body.verification.status).toBe('pending');
    expect(answer.body.documents.map((doc) => [doc.contentType, doc.size])).toEqual([
      ['application/pdf', PDF.length],
      ['image/png', PNG.length],
    ]);
    expect(storedFiles(vendor.id).sort()).toEqual(answer.body.documents.map((doc) => doc.fileName).sort());
    expect(answer.body.documents[0].fileName).toMatch(/^\d+_0\.pdf$/);
    const row = await requestOf(vendor.id);
    expect(row.status).toBe('pending');
    // Recorded without the URL (it depends on who reads); the vendor's answer links its own route.
    expect(row.documents_submitted).toEqual(answer.body.documents.map(({ url: _url, ...stored }) => stored));
    expect(answer.body.documents.map((doc) => doc.url)).toEqual(
      answer.body.documents.map((doc) => vendorVerificationDocumentPath(doc.fileName)),
    );
    // Pending again: a second upload is not asked for.
    const again = await upload(vendor, [['more.pdf', PDF]]);
    expect([again.status, again.body.message]).toEqual([409, VERIFICATION_MESSAGES.documentsNotRequested]);
    expect(storedFiles(vendor.id)).toHaveLength(2);
  });

  it('refuses a script renamed .pdf, a file over 5 MB, a sixth file and an empty form; nothing stored', async () => {
    const vendor = await askedForDocuments();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const cases: Array<[Array<[string, Buffer, string?]>, string]> = [
      [
        [
          ['cac.pdf', PDF],
          ['id-card.pdf', SCRIPT],
        ],
        VERIFICATION_MESSAGES.documentType('id-card.pdf'),
      ],
      [[['scan.pdf', big]], VERIFICATION_MESSAGES.documentTooLarge('scan.pdf')],
      [
        Array.from({ length: 6 }, (_, i): [string, Buffer] => [`page-${i}.pdf`, PDF]),
        VERIFICATION_MESSAGES.tooManyDocuments,
      ],
      [[], VERIFICATION_MESSAGES.documentsRequired],
    ];
    for (const [files, message] of cases) {
      const answer = await upload(vendor, files);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(storedFiles(vendor.id)).toEqual([]);
    expect(await requestOf(vendor.id)).toEqual({ status: 'requires_documents', documents_submitted: [] });
  });

  it('refuses a JSON body, a request not asking for documents, other roles and guests', async () => {
    const pending = await service.registerVendor();
    const json = await service.call(
      'POST',
      VERIFICATION_DOCUMENTS_PATH,
      { documents: [] },
      await service.tokenFor('vendor', pending.id),
    );
    expect([json.status, json.body.message]).toEqual([400, VERIFICATION_MESSAGES.multipartRequired]);
    const withText = new FormData();
    withText.append('documents', new Blob([PDF], { type: 'application/pdf' }), 'cac.pdf');
    withText.append('note', 'hello');
    const text = await fetch(`${service.url}${VERIFICATION_DOCUMENTS_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await service.tokenFor('vendor', pending.id)}` },
      body: withText,
    });
    expect([text.status, ((await text.json()) as { message: string }).message]).toEqual([
      400,
      'Unknown field: note',
    ]);
    expect((await upload(pending, [['cac.pdf', PDF]])).status).toBe(409);
    expect((await upload(null, [['cac.pdf', PDF]], 'consumer')).status).toBe(403);
    expect((await upload(null, [['cac.pdf', PDF]], 'admin')).status).toBe(403);
    expect((await upload(null, [['cac.pdf', PDF]])).status).toBe(401);
    expect((await upload(await service.registerVendor(), [['cac.pdf', PDF]])).status).toBe(409);
    expect(storedFiles(pending.id)).toEqual([]);
  });
});
