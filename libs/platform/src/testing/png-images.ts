import { crc32, deflateSync } from 'node:zlib';

/**
 * Hand-built PNG files for upload tests, without an image library: a small solid-colour image, and a
 * "decompression bomb" whose header declares a huge size over almost no data.
 */

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Signature, IHDR (8-bit RGB), one IDAT of `pixels` (already filtered rows), IEND. */
function png(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid `width` × `height` PNG of one colour. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  return png(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A PNG that declares `width` × `height` over 64 KiB of zeros (compressing to almost nothing). */
export function declaredPng(width: number, height: number): Buffer {
  return png(width, height, Buffer.alloc(64 * 1024));
}
