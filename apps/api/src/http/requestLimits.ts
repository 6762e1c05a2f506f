import type { FastifyInstance } from 'fastify';
import { MAX_PICTURE_BYTES } from '../adapters/images/index.ts';
import { AppError } from './errors.ts';
import { apiMessages } from './messages.ts';

/**
 * Limits on what a request body may be, decided before any route sees it. Each kind of body
 * has its own section: JSON, then multipart (picture uploads).
 */

// ── JSON ────────────────────────────────────────────────────────────────────────────────────────────────

export const jsonLimits = {
  /**
   * Bytes of a JSON (or text/plain) body. The largest real one, an ad with a 5,000-character description,
   * is under 25 KiB even in four-byte characters. A route needing more sets Fastify's own `bodyLimit`
   * route option, which wins over this parser's limit. Over it: 413 'Užklausa ar failas per didelis.'.
   */
  bodyBytes: 64 * 1024,
  /** Nesting of objects and arrays: the deepest real body is 2. Deeper: 400, before JSON.parse runs. */
  depth: 16,
} as const;

/**
 * Whether a JSON text nests objects or arrays deeper than `maxDepth`, by one pass over its characters
 * (brackets inside strings do not count). Cheap next to parsing, and it stops a 64 KiB `[[[[…` from
 * reaching JSON.parse's recursion.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that has our size and depth limits. `__proto__` and
 * `constructor.prototype` keys are refused as malformed JSON (400) by secure-json-parse, so they can
 * never reach an object's prototype. text/plain, which no route uses, gets the same size limit.
 */
export function registerJsonLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: jsonLimits.bodyBytes },
    (request, body, done) => {
      if (jsonNestsDeeperThan(body as string, jsonLimits.depth)) {
        done(AppError.badRequest(apiMessages.jsonTooDeep), undefined);
        return;
      }
      parseJson(request, body as string, done);
    },
  );
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: jsonLimits.bodyBytes }, app.defaultTextParser);
}

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
