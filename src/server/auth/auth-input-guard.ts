import { MESSAGES } from '@shared/messages';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';

/** The longest e-mail address there is (RFC 5321's path of 256 octets, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Refuses, with a 400 in better-auth's `{code, message}` shape, input to /api/auth/* that no real client sends
 * and the server cannot take: a NUL character anywhere in the body (PostgreSQL text cannot hold one, so it
 * failed with a 500 in our rate limiter and in better-auth's own queries), half a UTF-16 pair, or an e-mail
 * address too long to be one (its index entry would not fit). Runs before the rate limiter, which keys its counters by the e-mail.
 */
export function authInputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') {
      return next();
    }
    const body = readBody(await c.req.raw.clone().text());
    if (body.hasNul) {
      return refuse(c, 'NUL_CHARACTER', MESSAGES.nulCharacter);
    }
    // Half a pair breaks better-auth's link building (encodeURIComponent throws) with a 500.
    if (body.hasBrokenCharacter) {
      return refuse(c, 'BROKEN_CHARACTER', MESSAGES.brokenCharacter);
    }
    const email = (body.value as { email?: unknown } | null)?.email;
    if (typeof email === 'string' && email.length > MAX_EMAIL_LENGTH) {
      return refuse(c, 'EMAIL_TOO_LONG', MESSAGES.emailTooLong(MAX_EMAIL_LENGTH));
    }
    return next();
  };
}

interface Body {
  value: unknown;
  hasNul: boolean;
  hasBrokenCharacter: boolean;
}

function readBody(raw: string): Body {
  const body: Body = { value: null, hasNul: false, hasBrokenCharacter: false };
  const look = (text: string) => {
    body.hasNul ||= text.includes('\u0000');
    body.hasBrokenCharacter ||= !text.isWellFormed();
  };
  try {
    // A NUL or half a UTF-16 pair can only be written as a \u escape (JSON refuses a raw control character, and
    // the request's text is decoded whole), so text without one skips the reviver, which is slow.
    body.value = !raw.includes('\\u')
      ? JSON.parse(raw)
      : JSON.parse(raw, (key, field: unknown) => {
          look(key);
          if (typeof field === 'string') {
            look(field);
          }
          return field;
        });
  } catch {
    // Not JSON (or nested past what the parser takes): better-auth answers that with its own 400.
  }
  return body;
}

function refuse(c: Context<AppEnv>, code: string, message: string) {
  return c.json({ code, message }, 400);
}
