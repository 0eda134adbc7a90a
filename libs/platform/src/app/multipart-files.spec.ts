import { describe, expect, it } from '@jest/globals';
import { MultipartError, readMultipartFiles } from './multipart-files.js';

/** A multipart/form-data body as a browser's FormData sends it. */
async function formBody(parts: Array<[string, string | Blob, string?]>) {
  const form = new FormData();
  for (const [field, value, name] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, value, name);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const limits = { field: 'images', maxFiles: 2, maxFileBytes: 10 };

describe('readMultipartFiles', () => {
  it('reads the files of the field in order, with their names', async () => {
    const { body, contentType } = await formBody([
      ['images', new Blob(['first']), 'a.png'],
      ['images', new Blob(['second']), 'b.jpg'],
    ]);
    expect(await readMultipartFiles(body, contentType, limits)).toEqual({
      files: [
        { name: 'a.png', content: Buffer.from('first'), truncated: false },
        { name: 'b.jpg', content: Buffer.from('second'), truncated: false },
      ],
      tooMany: false,
    });
  });

  it('marks a file over the size limit as truncated, keeping only its first bytes', async () => {
    const { body, contentType } = await formBody([['images', new Blob(['x'.repeat(1000)]), 'big.png']]);
    const { files } = await readMultipartFiles(body, contentType, limits);
    expect(files[0].truncated).toBe(true);
    expect(files[0].content.length).toBe(10);
  });

  it('says when there are more files than allowed', async () => {
    const { body, contentType } = await formBody([
      ['images', new Blob(['1']), '1.png'],
      ['images', new Blob(['2']), '2.png'],
      ['images', new Blob(['3']), '3.png'],
    ]);
    const read = await readMultipartFiles(body, contentType, limits);
    expect(read.tooMany).toBe(true);
    expect(read.files).toHaveLength(2);
  });

  it('refuses other fields, text fields, bodies that are not multipart, and garbage', async () => {
    const other = await formBody([['documents', new Blob(['1']), '1.png']]);
    await expect(readMultipartFiles(other.body, other.contentType, limits)).rejects.toThrow(
      'Unknown field: documents',
    );
    const text = await formBody([['note', 'hello']]);
    await expect(readMultipartFiles(text.body, text.contentType, limits)).rejects.toThrow(
      'Unknown field: note',
    );
    await expect(readMultipartFiles({}, 'application/json', limits)).rejects.toBeInstanceOf(MultipartError);
    await expect(
      readMultipartFiles(Buffer.from('garbage'), 'multipart/form-data', limits),
    ).rejects.toBeInstanceOf(MultipartError);
  });
});
