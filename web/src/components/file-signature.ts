/** The formats the server accepts for product images and vendors' documents, as their first bytes show. */
export type FileFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'pdf';

/**
 * The format a file's first bytes announce — its content, whatever its name or declared type — or null: a
 * text file renamed `.png` is refused as it is chosen, not when the whole form fails on submit. The servers
 * still check every upload (catalog decodes images completely; verification reads the magic bytes).
 */
export async function formatByContent(file: Blob): Promise<FileFormat | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  const startsWith = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return 'heif'; // AVIF / HEIF (ISO media)
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  return null;
}
