import type { FastifyRequest } from 'fastify';
import { ImageRejectedError } from '../adapters/images/index.ts';
import { AppError } from './errors.ts';
import { apiMessages, pictureMessages } from './messages.ts';
import { MultipartProblemError, readPictureUpload, type UploadedFile } from './multipartUpload.ts';

/**
 * The one rule of both picture uploads, POST /api/posts/UploadPicture and /api/auth/UploadProfilePicture
 * (DECISIONS #102): the same multipart field, the same statuses (a file over the size limit 413, every other
 * problem 400) and the same message per case, on PictureFile and naming the file. The routes differ only in
 * what they do with a good picture.
 */

/** The multipart field of both uploads (PRODUCT.md §7). */
export const PICTURE_FILE_FIELD = 'PictureFile';

export function pictureFileError(message: string, status = 400): AppError {
  return new AppError(status, message, [{ property: PICTURE_FILE_FIELD, errors: [message] }]);
}

/** The name the user gave the file, safe to quote in a message (no folders, at most 80 characters). */
export function displayFileName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  if (!base) return 'be pavadinimo';
  return base.length > 80 ? `${base.slice(0, 77)}…` : base;
}

/**
 * The picture (field PictureFile, any letter case) and the text fields (by lower-case name) of the multipart
 * body, within the route's limits (http/requestLimits.ts). The file may be missing: a route may first check
 * who the upload is for, then call requirePictureFile.
 */
export async function readPictureForm(
  request: FastifyRequest,
  limits: Record<string, number>,
): Promise<{ file: UploadedFile | undefined; fields: Map<string, string> }> {
  try {
    return await readPictureUpload(request, PICTURE_FILE_FIELD, limits);
  } catch (error) {
    if (!(error instanceof MultipartProblemError)) throw error;
    if (error.problem === 'file-too-large') {
      throw pictureFileError(pictureMessages.tooLarge(displayFileName(error.filename)), 413);
    }
    throw pictureFileError(
      {
        'not-multipart': pictureMessages.required,
        'too-many-parts': apiMessages.tooManyFiles,
        malformed: apiMessages.malformedUpload,
      }[error.problem],
    );
  }
}

/** The file of the form, or 400: none chosen (a form sent without one has an empty, unnamed part), or empty. */
export function requirePictureFile(file: UploadedFile | undefined): UploadedFile {
  if (!file || (file.data.length === 0 && !file.filename)) throw pictureFileError(pictureMessages.required);
  if (file.data.length === 0) throw pictureFileError(pictureMessages.empty(displayFileName(file.filename)));
  return file;
}

/**
 * Runs the route's decoding and re-encoding of `file` (adapters/images), turning a refused picture into its
 * 400 on PictureFile: not a picture, a format not accepted, HEIC, too many pixels.
 */
export async function processPictureFile<T>(file: UploadedFile, process: (data: Buffer) => Promise<T>): Promise<T> {
  try {
    return await process(file.data);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const name = displayFileName(file.filename);
    const message = {
      'not-an-image': () => pictureMessages.notImage(name),
      'unsupported-format': () => pictureMessages.unsupported(name, error.format ?? ''),
      'heic-unsupported': () => pictureMessages.heic(name),
      'too-many-pixels': () => pictureMessages.tooManyPixels(name),
    }[error.reason]();
    throw pictureFileError(message);
  }
}
