import busboy from 'busboy';

/** One uploaded file of a multipart/form-data body. */
export interface MultipartFile {
  /** The name the client gave it (for messages only: never trusted for its type or a path). */
  name: string;
  content: Buffer;
  /** It was longer than `maxFileBytes`: `content` holds only its first bytes. */
  truncated: boolean;
}

export interface MultipartLimits {
  /** The one form field that carries files (repeat it for several). */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
}

export interface MultipartFiles {
  files: MultipartFile[];
  /** More than `maxFiles` were sent (the extra ones are dropped unread). */
  tooMany: boolean;
}

/** The body is not a readable multipart/form-data body of the expected field (answer 400). */
export class MultipartError extends Error {}

/**
 * Reads the files of a multipart/form-data body kept whole by the upload routes (see upload-bodies.ts)
 * with busboy: never more than `maxFileBytes` + one chunk of a file is kept, so an oversized file is
 * reported (truncated) rather than copied. Text fields or files of another field are refused.
 */
export function readMultipartFiles(
  body: unknown,
  contentType: string | undefined,
  limits: MultipartLimits,
): Promise<MultipartFiles> {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data'))
    return Promise.reject(new MultipartError('Send the files as multipart/form-data'));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, parts: limits.maxFiles + 1 },
      });
    } catch (error) {
      return reject(new MultipartError((error as Error).message));
    }
    const files: MultipartFile[] = [];
    let tooMany = false;
    let failure: Error | undefined;
    const fail = (error: Error) => (failure ??= error);
    parser.on('file', (field, stream, info) => {
      if (field !== limits.field) fail(new MultipartError(`Unknown field: ${field}`));
      const chunks: Buffer[] = [];
      const file: MultipartFile = {
        name: info.filename || 'file',
        content: Buffer.alloc(0),
        truncated: false,
      };
      files.push(file); // in the body's order
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (file.truncated = true));
      // busboy emits its own 'close' only after every file stream has ended.
      stream.on('end', () => (file.content = Buffer.concat(chunks)));
    });
    parser.on('field', (field) => fail(new MultipartError(`Unknown field: ${field}`)));
    parser.on('filesLimit', () => (tooMany = true));
    // More parts than files + 1 (text fields count too): nothing a legitimate form sends.
    parser.on('partsLimit', () => (tooMany = true));
    parser.on('error', (error: Error) => reject(new MultipartError(error.message)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ files, tooMany })));
    parser.end(body);
  });
}
