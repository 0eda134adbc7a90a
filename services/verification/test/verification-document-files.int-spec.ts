import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  adminVerificationDocumentPath,
  VERIFICATION_DOCUMENTS_PATH,
  VERIFICATION_MESSAGES,
  vendorVerificationDocumentPath,
  type AdminVendorVerificationList,
  type Role,
  type SubmitVerificationDocumentsResponse,
  type VerificationDocument,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestVerification, type TestVendor, type TestVerification } from './verification-test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)), // every byte value: nothing may be re-encoded
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n\xe2\xe3\xcf\xd3\n%%EOF\n', 'latin1');
const OTHER_PDF = Buffer.from('%PDF-1.4\nanother vendor\n%%EOF\n');

describe('verification: submitted documents are served to admins and their vendor only', () => {
  let env: ServiceTestEnv;
  let service: TestVerification;
  let vendor: TestVendor;
  let other: TestVendor;
  let documents: VerificationDocument[];
  let otherDocument: VerificationDocument;

  const folderOf = (vendorId: string) => path.join(env.dataDir, 'media', 'verification-documents', vendorId);
  const upload = async (owner: TestVendor, files: Array<[string, Buffer, string]>) => {
    await service.setStatus(owner.id, 'requires_documents');
    const form = new FormData();
    for (const [name, content, type] of files) form.append('documents', new Blob([content], { type }), name);
    const response = await fetch(`${service.url}${VERIFICATION_DOCUMENTS_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await service.tokenFor('vendor', owner.id)}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as SubmitVerificationDocumentsResponse).documents;
  };
  /** A GET as a role (null: no token); the body as bytes. */
  const get = async (urlPath: string, role: Role | null, sub?: string) => {
    const token = role ? await service.tokenFor(role, sub) : undefined;
    const response = await fetch(`${service.url}${urlPath}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const adminPath = (fileName: string, vendorId = vendor.id) =>
    `/api/v1/admin/vendor-verifications/${vendorId}/documents/${fileName}`;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestVerification();
    vendor = await service.registerVendor();
    other = await service.registerVendor();
    await upload(vendor, [
      ['cac-certificate.pdf', PDF, 'application/pdf'],
      ['farm.png', PNG, 'image/png'],
    ]);
    [otherDocument] = await upload(other, [['other.pdf', OTHER_PDF, 'application/pdf']]);
    // The admin's list links each document to the admin's route.
    const list = await service.call<AdminVendorVerificationList>(
      'GET',
      '/api/v1/admin/vendor-verifications',
      undefined,
      await service.tokenFor('admin'),
    );
    documents = list.body.items.find((item) => item.vendorId === vendor.id)!.documentsSubmitted;
  });

  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  it('gives an admin the exact bytes with the stored type, inline, not sniffed, not cached', async () => {
    expect(documents.map((doc) => doc.url)).toEqual(
      documents.map((doc) => adminVerificationDocumentPath(vendor.id, doc.fileName)),
    );
    for (const [doc, content] of [
      [documents[0], PDF],
      [documents[1], PNG],
    ] as const) {
      const answer = await get(doc.url, 'admin');
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(content)).toBe(true);
      expect(answer.headers.get('content-type')).toBe(doc.contentType);
      expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${doc.fileName}"`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(documents.map((doc) => doc.contentType)).toEqual(['application/pdf', 'image/png']);
  });

  it('answers 404 for another vendor’s file, traversal, unknown names, unlisted and missing files', async () => {
    expect(otherDocument.fileName).not.toBe(documents[0].fileName);
    const notFound = [
      adminPath(otherDocument.fileName),
      adminPath(`..%2F${other.id}%2F${otherDocument.fileName}`),
      adminPath('..%2F..%2F..%2F..%2Fetc%2Fpasswd'),
      adminPath('%2E%2E%2F%2E%2E%2Fetc%2Fpasswd'),
      adminPath('1700000000000_0.pdf'),
      adminPath(documents[0].fileName, 'not-a-vendor-id'),
      adminPath(documents[0].fileName, other.id),
    ];
    for (const urlPath of notFound) {
      const answer = await get(urlPath, 'admin');
      expect([urlPath, answer.status]).toEqual([urlPath, 404]);
      expect(JSON.parse(answer.bytes.toString()).message).toBe(VERIFICATION_MESSAGES.documentNotFound);
    }
    // A file in the vendor's folder that its request does not list is not served either.
    writeFileSync(path.join(folderOf(vendor.id), '1700000000001_0.pdf'), PDF);
    expect((await get(adminPath('1700000000001_0.pdf'), 'admin')).status).toBe(404);
    // Listed, but gone from the disk: 404, not 500.
    const gone = await upload(vendor, [['gone.pdf', PDF, 'application/pdf']]);
    rmSync(path.join(folderOf(vendor.id), gone[0].fileName));
    expect((await get(adminPath(gone[0].fileName), 'admin')).status).toBe(404);
  });

  it('refuses vendors, consumers and sales managers (403) and guests (401) on the admin route', async () => {
    const url = documents[0].url;
    expect((await get(url, 'vendor', vendor.id)).status).toBe(403);
    expect((await get(url, 'vendor', other.id)).status).toBe(403);
    expect((await get(url, 'consumer')).status).toBe(403);
    expect((await get(url, 'sales_manager')).status).toBe(403);
    expect((await get(url, null)).status).toBe(401);
  });

  it('lets a vendor open only its own documents', async () => {
    const own = await get(vendorVerificationDocumentPath(documents[1].fileName), 'vendor', vendor.id);
    expect(own.status).toBe(200);
    expect(own.bytes.equals(PNG)).toBe(true);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const theirs = vendorVerificationDocumentPath(otherDocument.fileName);
    expect((await get(theirs, 'vendor', vendor.id)).status).toBe(404);
    expect((await get(theirs, 'vendor', other.id)).status).toBe(200);
    expect(
      (await get('/api/v1/vendor/verification/documents/..%2F..%2Fetc%2Fpasswd', 'vendor', vendor.id)).status,
    ).toBe(404);
    expect((await get(theirs, 'admin')).status).toBe(403);
    expect((await get(theirs, 'consumer')).status).toBe(403);
    expect((await get(theirs, null)).status).toBe(401);
  });
});
