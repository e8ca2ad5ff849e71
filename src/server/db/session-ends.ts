import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** The channel the session table's triggers notify on (drizzle/0012_session_ends_and_live_sockets.sql). */
export const SESSION_ENDED_CHANNEL = 'aislewise_session_ended';

/** A session that ended: deleted (signed out, revoked, reset, account gone) or expired by an update. */
export interface EndedSession {
  sessionId: string;
  userId: string;
}

/** The notices of ended sessions this instance hears, and how to wait until it has heard them all. */
export interface SessionEndFeed {
  /**
   * Resolves once every session that ended before the call has been passed on here (or after a second, should
   * the listener be reconnecting), so a request that ended sessions answers only after they ended here too.
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

const CATCH_UP_MS = 1_000;

/** LISTENs for ended sessions and hands each to `onEnded`; every instance of the app does, on both engines. */
export async function followSessionEnds(
  database: DatabaseHandle,
  onEnded: (ended: EndedSession) => void,
): Promise<SessionEndFeed> {
  const marks = new Map<string, () => void>();
  const stop = await database.listen(SESSION_ENDED_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (notice && 'mark' in notice) {
      marks.get(notice.mark)?.();
    } else if (notice) {
      onEnded(notice);
    }
  });
  return {
    async caughtUp() {
      // Notices reach a listener in the order their transactions committed: once our own mark arrives, every
      // session that ended before it has been passed on.
      const mark = randomUUID();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reached = new Promise<void>((resolve) => {
        marks.set(mark, resolve);
        timer = setTimeout(resolve, CATCH_UP_MS);
      });
      try {
        await database.db.execute(
          sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify({ mark })})`,
        );
        await reached;
      } finally {
        clearTimeout(timer);
        marks.delete(mark);
      }
    },
    stop,
  };
}

function parseNotice(payload: string): EndedSession | { mark: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const { sessionId, userId, mark } = value as Record<string, unknown>;
  if (typeof mark === 'string') {
    return { mark };
  }
  return typeof sessionId === 'string' && typeof userId === 'string' ? { sessionId, userId } : null;
}
