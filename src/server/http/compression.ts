import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * Answers smaller than this go out as they are: a list's items, an export or the page compress to a fraction,
 * but below about a packet the header and the CPU cost more than the bytes saved.
 */
export const COMPRESS_ABOVE_BYTES = 1400;

/**
 * Compresses what the server builds as it answers (the API's JSON, the page): gzip or deflate, whichever the
 * request accepts, with `Vary: Accept-Encoding`. A body that says its length is compressed only above
 * `COMPRESS_ABOVE_BYTES`; the built assets already carry their Brotli and gzip copies (web-app.ts) and are left
 * alone, as is anything marked `no-transform`.
 */
export function responseCompression(): MiddlewareHandler {
  return compress({ threshold: COMPRESS_ABOVE_BYTES });
}

/** A JSON answer that states its length, so small ones skip compression (hono's `c.json` leaves it unset). */
export function jsonWithLength(c: Context, body: unknown): Response {
  const text = JSON.stringify(body);
  return c.body(text, 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
