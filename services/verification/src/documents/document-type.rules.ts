import type { VerificationDocumentType } from '@ihe/contracts';

const startsWith = (content: Uint8Array, bytes: number[], at = 0) =>
  content.length >= at + bytes.length && bytes.every((byte, i) => content[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** File extension stored for each accepted type. */
export const DOCUMENT_EXTENSIONS: Record<VerificationDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The document's type from its first bytes (magic numbers), whatever its name or declared type says:
 * JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP), PDF (%PDF-). Null for anything else.
 */
export function detectDocumentType(content: Uint8Array): VerificationDocumentType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(content, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
