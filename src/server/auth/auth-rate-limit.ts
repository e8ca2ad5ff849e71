import { MESSAGES } from '@shared/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { AuthRateLimitRepo, WindowCount } from './auth-rate-limit.repo';
import { type FailureLimits, type Limit, withinFailureLimits } from './failure-limits';

interface Rule {
  /** Every request from one address. */
  perAddress: Limit;
  /** Every request naming one e-mail. */
  perEmail?: Limit;
  /** Failed attempts on the account the e-mail names (wrong passwords), per address and from new addresses. */
  failures?: FailureLimits;
}

const MINUTE = 60_000;

/** Limits on what costs us (password hashing) or a user (a mailbox full of reset mails); list edits are never limited. */
export const AUTH_RULES: Record<string, Rule> = {
  '/api/auth/sign-in/email': {
    perAddress: { max: 30, windowMs: 5 * MINUTE },
    failures: {
      perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
      perAccountFromNewAddresses: { max: 50, windowMs: 15 * MINUTE },
      knownAddressMs: 30 * 24 * 60 * MINUTE,
    },
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

/** Answers 429 with a plain message once an address, an e-mail or an account has had too many attempts. */
export function authRateLimit(repo: AuthRateLimitRepo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = c.req.method === 'POST' ? AUTH_RULES[c.req.path] : undefined;
    if (!rule) {
      return next();
    }
    const address = c.get('clientAddress');
    const addressCount = await repo.hit(`${c.req.path}|ip|${address}`, rule.perAddress.windowMs);
    if (addressCount.hits > rule.perAddress.max) {
      return tooMany(c, addressCount);
    }
    const email = rule.perEmail || rule.failures ? await emailOf(c.req.raw) : null;
    if (!email) {
      return next();
    }
    if (rule.perEmail) {
      const emailCount = await repo.hit(`${c.req.path}|email|${email}`, rule.perEmail.windowMs);
      if (emailCount.hits > rule.perEmail.max) {
        return tooMany(c, emailCount);
      }
    }
    if (!rule.failures) {
      return next();
    }
    const refused = await withinFailureLimits(
      repo,
      rule.failures,
      { account: `${c.req.path}|${email}`, address },
      async () => {
        await next();
        return { succeeded: c.res.status < 400 };
      },
    );
    return refused ? tooMany(c, refused) : undefined;
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
