import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  data: Buffer;
  /** The name the client gave (may hold '../' or anything else: only ever quoted, never used as a path). */
  filename: string;
}

export type MultipartProblem = 'not-multipart' | 'file-too-large' | 'too-many-parts' | 'malformed';

/** Why a multipart body could not be read; the route turns it into its Lithuanian 400. */
export class MultipartProblemError extends Error {
  override name = 'MultipartProblemError';
  constructor(
    readonly problem: MultipartProblem,
    /** The file being read when it happened, to name it in the message. */
    readonly filename?: string,
  ) {
    super(problem);
  }
}

const limitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a picture upload: the first file of `fileField` (any letter case) into memory within `limits`, and
 * text fields by lower-case name. Every way the body can be wrong (not multipart, truncated, no boundary,
 * too many parts, a file too large) becomes a MultipartProblemError, never a 406, 413 or 500 of its own.
 */
export async function readPictureUpload(
  request: FastifyRequest,
  fileField: string,
  limits: Record<string, number>,
): Promise<{ file: UploadedFile | undefined; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw new MultipartProblemError('not-multipart');
  let file: UploadedFile | undefined;
  let current: string | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits })) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        current = part.filename;
        if (name === fileField.toLowerCase() && file === undefined) {
          file = { data: await part.toBuffer(), filename: part.filename };
        } else {
          part.file.resume();
        }
      } else if (typeof part.value === 'string') {
        fields.set(name, part.value);
      }
    }
  } catch (error) {
    // Read and drop the rest of the upload, so the browser receives the 400 instead of a reset connection.
    request.raw.resume();
    const code = (error as { code?: string }).code ?? '';
    request.log.info({ code, err: error }, 'Multipart upload refused');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new MultipartProblemError('file-too-large', current);
    if (limitCodes.has(code)) throw new MultipartProblemError('too-many-parts');
    throw new MultipartProblemError('malformed');
  }
  return { file, fields };
}
