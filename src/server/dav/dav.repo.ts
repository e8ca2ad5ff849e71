import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { davItem, davSyncState, list, listItem } from '../db/schema';

/** An item as CalDAV serves it: its fields, its stamp, and the name and UID a client gave it, if any. */
export interface DavItemRow {
  id: string;
  name: string;
  quantity: string | null;
  note: string | null;
  checked: boolean;
  checkedAt: Date | null;
  category: string;
  updatedAt: Date;
  /** The resource name a client created it under; null for the item's own (`<id>.ics`). */
  href: string | null;
  uid: string | null;
}

/** How long a sync token stays good: a client away longer syncs in full once (RFC 6578 §3.2). */
const SYNC_STATE_DAYS = 30;

/** What CalDAV reads and keeps of lists besides the items' own writes, which go through the procedures. */
export function davRepo(db: Database) {
  return {
    /** The list's version and its items in list order. */
    async listState(listId: string): Promise<{ version: number; items: DavItemRow[] } | null> {
      const [head] = await db.select({ version: list.version }).from(list).where(eq(list.id, listId));
      if (!head) {
        return null;
      }
      const items = await db
        .select({
          id: listItem.id,
          name: listItem.name,
          quantity: listItem.quantity,
          note: listItem.note,
          checked: listItem.checked,
          checkedAt: listItem.checkedAt,
          category: listItem.category,
          updatedAt: listItem.updatedAt,
          href: davItem.href,
          uid: davItem.uid,
        })
        .from(listItem)
        .leftJoin(davItem, eq(davItem.itemId, listItem.id))
        .where(eq(listItem.listId, listId))
        .orderBy(asc(listItem.position));
      return { version: head.version, items };
    },
    /** The versions of lists, for their collections' tags. */
    async versions(listIds: readonly string[]): Promise<Map<string, number>> {
      if (listIds.length === 0) {
        return new Map();
      }
      const rows = await db
        .select({ id: list.id, version: list.version })
        .from(list)
        .where(sql`${list.id} in ${listIds}`);
      return new Map(rows.map((row) => [row.id, row.version]));
    },
    /**
     * The item is found at `href` under `uid` from now on: a client created it there, or its own add joined
     * this row. Whatever was at that name before is not any more.
     */
    async nameItem(entry: { listId: string; itemId: string; href: string; uid: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(davItem).where(and(eq(davItem.listId, entry.listId), eq(davItem.href, entry.href)));
        await tx
          .insert(davItem)
          .values(entry)
          .onConflictDoUpdate({
            target: davItem.itemId,
            set: { listId: entry.listId, href: entry.href, uid: entry.uid },
          });
      });
    },
    /** Keeps what a sync token stands for; the same state handed out twice is kept once. */
    async keepSyncState(listId: string, token: string, etags: Record<string, string>): Promise<void> {
      await db.insert(davSyncState).values({ listId, token, etags }).onConflictDoNothing();
      await db
        .delete(davSyncState)
        .where(lt(davSyncState.createdAt, sql`now() - make_interval(days => ${SYNC_STATE_DAYS})`));
    },
    /** The ETags a sync token stands for, or null for a token this server does not (or no longer) know. */
    async syncState(listId: string, token: string): Promise<Record<string, string> | null> {
      const [row] = await db
        .select({ etags: davSyncState.etags })
        .from(davSyncState)
        .where(and(eq(davSyncState.listId, listId), eq(davSyncState.token, token)));
      return row?.etags ?? null;
    },
  };
}

export type DavRepo = ReturnType<typeof davRepo>;
