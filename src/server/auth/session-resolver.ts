import type { Auth } from './auth';

const CACHE_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** Finds the signed-in user of a request from its session cookie. */
export interface SessionResolver {
  userIdOf(headers: Headers): Promise<string | null>;
  /** The same from the Cookie header alone; the request's full headers are built only when the cache misses. */
  userIdOfCookie(cookieHeader: string | undefined, headers: () => Headers): Promise<string | null>;
  /** Drops a cookie's cached answer (at sign-out, so the session ends at once on this instance). */
  forget(headers: Headers): void;
  /** Drops every cached answer naming the user (their account was deleted), so none of their cookies passes. */
  forgetUser(userId: string): void;
}

/** Sessions through better-auth, remembered for 10 s: getSession costs two queries, and a shopper taps fast. */
export function createSessionResolver(auth: Auth): SessionResolver {
  const cache = new Map<string, { userId: string | null; until: number }>();
  const userIdOfCookie = async (cookieHeader: string | undefined, headers: () => Headers) => {
    const cookie = sessionTokenOf(cookieHeader ?? '');
    if (!cookie) {
      return null;
    }
    const cached = cache.get(cookie);
    if (cached && cached.until > Date.now()) {
      return cached.userId;
    }
    const session = await auth.api.getSession({ headers: headers() });
    const userId = session?.user.id ?? null;
    if (cache.size >= MAX_ENTRIES) {
      cache.clear();
    }
    cache.set(cookie, { userId, until: Date.now() + CACHE_MS });
    return userId;
  };
  return {
    userIdOf: (headers) => userIdOfCookie(headers.get('cookie') ?? undefined, () => headers),
    userIdOfCookie,
    forget(headers) {
      const cookie = sessionCookieOf(headers);
      if (cookie) {
        cache.delete(cookie);
      }
    },
    forgetUser(userId) {
      for (const [cookie, entry] of cache) {
        if (entry.userId === userId) {
          cache.delete(cookie);
        }
      }
    },
  };
}

function sessionCookieOf(headers: Headers): string | null {
  return sessionTokenOf(headers.get('cookie') ?? '');
}

function sessionTokenOf(cookies: string): string | null {
  const match = cookies.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/);
  return match?.[1] ?? null;
}
