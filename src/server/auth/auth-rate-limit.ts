import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../shared/messages';
import type { AppEnv } from '../http/app-env';
import type { AuthRateLimitRepo, WindowCount } from './auth-rate-limit.repo';

interface Limit {
  max: number;
  windowMs: number;
}

interface Rule {
  perAddress: Limit;
  perEmail?: Limit;
  /** Count per e-mail only the attempts that failed (wrong passwords): a success gives its place back. */
  emailCountsFailuresOnly?: boolean;
}

const MINUTE = 60_000;

/** Limits on what costs us (password hashing) or a user (a mailbox full of reset mails); list edits are never limited. */
export const AUTH_RULES: Record<string, Rule> = {
  '/api/auth/sign-in/email': {
    perAddress: { max: 30, windowMs: 5 * MINUTE },
    perEmail: { max: 10, windowMs: 15 * MINUTE },
    emailCountsFailuresOnly: true,
  },
  '/api/auth/sign-up/email': {
    perAddress: { max: 10, windowMs: 10 * MINUTE },
    perEmail: { max: 5, windowMs: 10 * MINUTE },
  },
  '/api/auth/request-password-reset': {
    perAddress: { max: 10, windowMs: 15 * MINUTE },
    perEmail: { max: 3, windowMs: 15 * MINUTE },
  },
  '/api/auth/reset-password': { perAddress: { max: 20, windowMs: 15 * MINUTE } },
};

/** Answers 429 with a plain message once an address or an e-mail has made too many attempts. */
export function authRateLimit(repo: AuthRateLimitRepo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = c.req.method === 'POST' ? AUTH_RULES[c.req.path] : undefined;
    if (!rule) {
      return next();
    }
    const addressCount = await repo.hit(
      `${c.req.path}|ip|${c.get('clientAddress')}`,
      rule.perAddress.windowMs,
    );
    if (addressCount.hits > rule.perAddress.max) {
      return tooMany(c, addressCount);
    }
    const email = rule.perEmail ? await emailOf(c.req.raw) : null;
    if (!rule.perEmail || !email) {
      return next();
    }
    const emailKey = `${c.req.path}|email|${email}`;
    const { windowMs } = rule.perEmail;
    // One atomic increment reserves the attempt's place before it runs: attempts sent at once cannot all pass
    // one look at the count, as they could when the count was read first and raised after the attempt.
    const emailCount = await repo.hit(emailKey, windowMs);
    const countsOnlyFailures = rule.emailCountsFailuresOnly === true;
    if (emailCount.hits > rule.perEmail.max) {
      if (countsOnlyFailures) {
        // Refused here, it never reached the password check: not a failure.
        await repo.giveBack(emailKey, windowMs);
      }
      return tooMany(c, emailCount);
    }
    await next();
    if (countsOnlyFailures && c.res.status < 400) {
      await repo.giveBack(emailKey, windowMs);
    }
  };
}

function tooMany(c: Parameters<MiddlewareHandler<AppEnv>>[0], count: WindowCount) {
  const seconds = Math.max(1, Math.ceil(count.resetsInMs / 1000));
  c.header('Retry-After', String(seconds));
  return c.json(
    { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)) },
    429,
  );
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
