import type { SessionEndFeed } from '../db/session-ends';
import type { Auth } from './auth';

const CACHE_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** A signed-in session as the server keeps it: whose it is, its id, and when it runs out (ms since the epoch). */
export interface ResolvedSession {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** Finds the signed-in user of a request from its session cookie. */
export interface SessionResolver {
  userIdOf(headers: Headers): Promise<string | null>;
  /** The same from the Cookie header alone; the request's full headers are built only when the cache misses. */
  userIdOfCookie(cookieHeader: string | undefined, headers: () => Headers): Promise<string | null>;
  /** The whole session behind the request's cookie (the live socket keeps its id, to close when it ends). */
  sessionOf(headers: Headers): Promise<ResolvedSession | null>;
  /** Drops a cookie's cached answer (at sign-out, so the session ends at once on this instance). */
  forget(headers: Headers): void;
  /** Drops every cached answer naming the user (their account was deleted), so none of their cookies passes. */
  forgetUser(userId: string): void;
  /** Drops the cached answers of a session that ended (the database tells every instance: session-ends.ts). */
  ended(sessionId: string): void;
  /** Takes the notices of ended sessions from this feed, and waits for it in caughtUp. */
  followEnds(feed: Pick<SessionEndFeed, 'caughtUp'>): void;
  /** Resolves once every session that ended before now has been dropped here (at once without a feed). */
  caughtUp(): Promise<void>;
}

interface CacheEntry {
  session: ResolvedSession | null;
  until: number;
}

/**
 * Sessions through better-auth, remembered for up to 10 s: getSession costs two queries, and a shopper taps
 * fast. An ended session's answers are dropped as soon as the database says so, on every instance.
 */
export function createSessionResolver(auth: Auth): SessionResolver {
  const cache = new Map<string, CacheEntry>();
  let feed: Pick<SessionEndFeed, 'caughtUp'> | null = null;
  // Counts ended sessions heard: a lookup that overlapped one may have read the row just before it went.
  let endings = 0;

  const lookUp = async (headers: Headers): Promise<ResolvedSession | null> => {
    const found = await auth.api.getSession({ headers });
    return found
      ? {
          userId: found.user.id,
          sessionId: found.session.id,
          expiresAt: new Date(found.session.expiresAt).getTime(),
        }
      : null;
  };
  const sessionOfCookie = async (cookieHeader: string | undefined, headers: () => Headers) => {
    const cookie = sessionTokenOf(cookieHeader ?? '');
    if (!cookie) {
      return null;
    }
    const now = Date.now();
    const cached = cache.get(cookie);
    if (cached && cached.until > now) {
      return cached.session;
    }
    const endingsBefore = endings;
    let session = await lookUp(headers());
    if (endings !== endingsBefore) {
      // A session ended while we asked: ask again, now that its row is surely gone.
      session = await lookUp(headers());
    }
    if (cache.size >= MAX_ENTRIES) {
      cache.clear();
    }
    // Never remembered past its expiry: a session that runs out is refused from that moment.
    const until = Math.min(Date.now() + CACHE_MS, session?.expiresAt ?? Number.POSITIVE_INFINITY);
    cache.set(cookie, { session, until });
    return session;
  };
  const dropWhere = (matches: (session: ResolvedSession) => boolean) => {
    for (const [cookie, entry] of cache) {
      if (entry.session && matches(entry.session)) {
        cache.delete(cookie);
      }
    }
  };
  const userIdOfCookie = async (cookieHeader: string | undefined, headers: () => Headers) =>
    (await sessionOfCookie(cookieHeader, headers))?.userId ?? null;

  return {
    userIdOf: (headers) => userIdOfCookie(headers.get('cookie') ?? undefined, () => headers),
    userIdOfCookie,
    sessionOf: (headers) => sessionOfCookie(headers.get('cookie') ?? undefined, () => headers),
    forget(headers) {
      const cookie = sessionTokenOf(headers.get('cookie') ?? '');
      if (cookie) {
        cache.delete(cookie);
      }
    },
    forgetUser(userId) {
      dropWhere((session) => session.userId === userId);
    },
    ended(sessionId) {
      endings += 1;
      dropWhere((session) => session.sessionId === sessionId);
    },
    followEnds(next) {
      feed = next;
    },
    caughtUp: () => feed?.caughtUp() ?? Promise.resolve(),
  };
}

function sessionTokenOf(cookies: string): string | null {
  const match = cookies.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/);
  return match?.[1] ?? null;
}
