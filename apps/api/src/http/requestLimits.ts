import { MAX_PICTURE_BYTES } from '../adapters/images/index.ts';

/**
 * Limits on what a request may carry, per kind of route, in one place.
 */

// ── Multipart uploads (picture routes) ──────────────────────────────────────────────────────────────────
// busboy stops at these before anything is buffered beyond them: a request with more parts, files or
// fields is refused with 400 (http/multipartUpload.ts), so one request cannot make the server read and
// drain hundreds of files.

/** POST /api/posts/UploadPicture: one file (PictureFile); browsers add no text fields. */
export const postPictureUploadLimits = {
  fileSize: MAX_PICTURE_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 1024,
  headerPairs: 50,
} as const;

/** POST /api/auth/UploadProfilePicture: one file (PictureFile) and UserId (administrators). */
export const profilePictureUploadLimits = {
  fileSize: MAX_PICTURE_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 1024,
  headerPairs: 50,
} as const;

/** The app-wide multipart defaults (app.ts); the routes above narrow them. */
export const multipartDefaults = { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5, parts: 6 } as const;
