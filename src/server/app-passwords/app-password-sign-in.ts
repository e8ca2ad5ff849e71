import { MESSAGES } from '@shared/messages';
import type { AuthRateLimitRepo } from '../auth';
import type { Logger } from '../log';
import { AppError } from '../rpc/app-error';
import { appPasswordHash } from './app-password-token';
import type { AppPasswordsRepo } from './app-passwords.repo';

/** Failed app-password attempts let through from one address in a window, on every instance together. */
const FAILURES_PER_ADDRESS = { max: 10, windowMs: 15 * 60_000 };

/** What a program presented: Basic credentials (e-mail and app password) or a bearer token (the password). */
export type AppCredentials =
  | { kind: 'basic'; email: string; password: string }
  | { kind: 'bearer'; password: string };

/**
 * Reads a request's `Authorization` header as app credentials; null without one. A header that is there but
 * unreadable is a wrong password, not a guest.
 */
export function appCredentialsOf(header: string | undefined): AppCredentials | null {
  if (header === undefined) {
    return null;
  }
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') {
    return { kind: 'bearer', password: value };
  }
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0
      ? { kind: 'basic', email: decoded, password: '' }
      : { kind: 'basic', email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  return { kind: 'bearer', password: '' };
}

/**
 * Signs a program in with an app password: answers the account's id, or refuses with 401 (wrong, revoked, or
 * not the e-mail's) and 429 once an address has failed too often. A first use from an address is written to the
 * log as an audit line.
 */
export function createAppPasswordSignIn(deps: {
  appPasswords: AppPasswordsRepo;
  counters: AuthRateLimitRepo;
  log: Logger;
}) {
  return async (credentials: AppCredentials, address: string): Promise<string> => {
    const key = `app-password|failed|${address}`;
    // Only failures are counted: a client polling with a good password writes no counter. The password has
    // 160 random bits, so the limit only keeps a guesser's noise down; a look before the check is enough.
    if ((await deps.counters.peek(key, FAILURES_PER_ADDRESS.windowMs)).hits >= FAILURES_PER_ADDRESS.max) {
      throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.appPasswordThrottled);
    }
    const owner =
      credentials.password === ''
        ? null
        : await deps.appPasswords.ownerOf(appPasswordHash(credentials.password));
    const matches =
      owner !== null &&
      (credentials.kind === 'bearer' || owner.email === credentials.email.trim().toLowerCase());
    if (!matches) {
      await deps.counters.hit(key, FAILURES_PER_ADDRESS.windowMs);
      deps.log.warn('app password refused', { address });
      throw new AppError('UNAUTHENTICATED', MESSAGES.appPasswordRejected);
    }
    if (owner.lastUsedAddress !== address) {
      deps.log.info('app password used from a new address', {
        userId: owner.userId,
        appPasswordId: owner.id,
        appPasswordName: owner.name,
        address,
        previousAddress: owner.lastUsedAddress,
      });
    }
    await deps.appPasswords.noteUse(owner.id, address);
    return owner.userId;
  };
}

/** Signing a program in with an app password. */
export type AppPasswordSignIn = ReturnType<typeof createAppPasswordSignIn>;
