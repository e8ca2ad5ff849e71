import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import { AppError } from '../rpc/app-error';
import type { AppEnv } from './app-env';
import { requestHeader } from './request-header';

/**
 * Refuses request bodies over the limit. A declared Content-Length is checked from the header alone: asking
 * for the body as a web stream (as hono's middleware does first) builds a whole web Request for every call,
 * which cost more than the database write behind a tick. Bodies without a length are counted as they stream.
 */
export function bodyLimit(
  maxBytes: number = LIMITS.maxBodyBytes,
  message: string = MESSAGES.bodyTooLarge(maxBytes / 1024),
): MiddlewareHandler<AppEnv> {
  const tooLarge = (): never => {
    throw new AppError('PAYLOAD_TOO_LARGE', message);
  };
  const streaming = streamingBodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      return next();
    }
    const length = requestHeader(c, 'content-length');
    if (length !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      return Number(length) > maxBytes ? tooLarge() : next();
    }
    return streaming(c, next);
  };
}
