import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the compression costs (and one packet holds them anyway). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call rather than through a zlib stream on
 * libuv's threadpool. The plugin's default for a 2-core machine is 8 KB, which sent every list page (about
 * 25 KB) through a stream: its setup and scheduling cost the event loop more than compressing (about 0.2 ms at
 * brotli quality 4), and the threadpool's work competed with PostgreSQL for the same cores. Measured in
 * DECISIONS #95. A page's HTML (145–200 KB with its styles and state at 100,000 ads) is within it too (DECISIONS
 * #149): brotli 4 takes 1–2 ms in one call, less than its trip through a stream added to a built page's time to
 * first byte. Larger answers (the sitemap, big exports) still stream.
 */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/**
 * Compresses every compressible answer (API JSON, the page HTML, XML, text) above COMPRESS_MIN_BYTES with
 * brotli, or gzip for clients without it. Brotli runs at quality 4 (the plugin's default): close to gzip's
 * speed per request, still smaller. The built assets are compressed once at build time and served as they
 * are (webApp.ts), so this never recompresses them: an answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The plugin applies its threshold only to answers in memory; a file is a stream and would be compressed
  // at any size. A small file with a known length is read into memory first (it is under 1 KB), so the
  // threshold holds for it too. Registered before the plugin so this hook runs before its own.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Readable) || reply.getHeader('content-encoding')) return payload;
    const length = Number(reply.getHeader('content-length'));
    if (!Number.isFinite(length) || length >= COMPRESS_MIN_BYTES) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  });
  await app.register(compress, {
    globalCompression: true,
    // Request bodies stay as they are: no client needs to send compressed ones, and inflating them would let
    // a small upload become a large body past the size limits.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
  });
}
