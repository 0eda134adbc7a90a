import { describe, expect, it } from '@jest/globals';
import { VERIFICATION_MESSAGES } from '@ihe/contracts';
import { detectDocumentType } from './document-type.rules.js';
import { checkUpload } from './document-upload.rules.js';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');

describe('detectDocumentType', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(detectDocumentType(PNG)).toBe('image/png');
    expect(detectDocumentType(JPEG)).toBe('image/jpeg');
    expect(detectDocumentType(WEBP)).toBe('image/webp');
    expect(detectDocumentType(PDF)).toBe('application/pdf');
  });

  it('refuses scripts, HTML, SVG, truncated signatures and empty files', () => {
    for (const content of [
      bytes('#!/bin/sh\nrm -rf /\n'),
      bytes('<html><script>alert(1)</script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes('%PD'),
      new Uint8Array(),
    ])
      expect(detectDocumentType(content)).toBeNull();
  });
});

describe('checkUpload', () => {
  const file = (name: string, content: Uint8Array) => ({ name, content });

  it('accepts one to five documents of the accepted types', () => {
    const result = checkUpload([file('cac.pdf', PDF), file('farm.png', PNG)]);
    expect(result).toEqual({
      ok: true,
      files: [
        { name: 'cac.pdf', content: PDF, contentType: 'application/pdf' },
        { name: 'farm.png', content: PNG, contentType: 'image/png' },
      ],
    });
  });

  it('refuses none, a sixth, one over 5 MB, and a script named .pdf', () => {
    expect(checkUpload([])).toEqual({ ok: false, message: VERIFICATION_MESSAGES.documentsRequired });
    expect(checkUpload(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, PDF)))).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.tooManyDocuments,
    });
    // The reader kept five and dropped the rest unread.
    expect(
      checkUpload(
        Array.from({ length: 5 }, (_, i) => file(`${i}.pdf`, PDF)),
        true,
      ),
    ).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.tooManyDocuments,
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    expect(checkUpload([file('cac.pdf', PDF), file('big.pdf', big)])).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.documentTooLarge('big.pdf'),
    });
    // The reader stops at the limit and says so: a file cut there is too large, not 5 MB exactly.
    const cut = { ...file('cut.pdf', big.subarray(0, 5 * 1024 * 1024)), truncated: true };
    expect(checkUpload([file('cac.pdf', PDF), cut])).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.documentTooLarge('cut.pdf'),
    });
    expect(checkUpload([file('cac.pdf', bytes('#!/bin/sh\necho hi\n'))])).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.documentType('cac.pdf'),
    });
  });
});
