import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appPassword, user } from '../db/schema';

/** An app password as its owner lists it. */
export interface AppPasswordRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The account an app password belongs to, found by the password's hash. */
export interface AppPasswordOwner {
  id: string;
  name: string;
  userId: string;
  email: string;
  lastUsedAddress: string | null;
}

/** App passwords: made, listed, revoked by their owner, and found by hash when a program signs in. */
export function appPasswordsRepo(db: Database) {
  return {
    /** Keeps a new app password unless the account already has `max`; answers false when it has. */
    async create(row: { id: string; userId: string; name: string; tokenHash: string }, max: number) {
      return db.transaction(async (tx) => {
        // Counted under a lock on the account's row, so two at once cannot both take the last place.
        await tx.execute(sql`select 1 from "user" where id = ${row.userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(appPassword)
          .where(eq(appPassword.userId, row.userId));
        if ((held?.n ?? 0) >= max) {
          return false;
        }
        await tx.insert(appPassword).values(row);
        return true;
      });
    },
    async list(userId: string): Promise<AppPasswordRow[]> {
      return db
        .select({
          id: appPassword.id,
          name: appPassword.name,
          createdAt: appPassword.createdAt,
          lastUsedAt: appPassword.lastUsedAt,
        })
        .from(appPassword)
        .where(eq(appPassword.userId, userId))
        .orderBy(desc(appPassword.createdAt), appPassword.id);
    },
    /** Deletes the user's app password; false when they have none by that id. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(appPassword)
        .where(and(eq(appPassword.userId, userId), eq(appPassword.id, id)))
        .returning({ id: appPassword.id });
      return gone.length > 0;
    },
    async ownerOf(tokenHash: string): Promise<AppPasswordOwner | null> {
      const [row] = await db
        .select({
          id: appPassword.id,
          name: appPassword.name,
          userId: appPassword.userId,
          email: user.email,
          lastUsedAddress: appPassword.lastUsedAddress,
        })
        .from(appPassword)
        .innerJoin(user, eq(user.id, appPassword.userId))
        .where(eq(appPassword.tokenHash, tokenHash));
      return row ?? null;
    },
    /**
     * Notes a use. A client polling every few minutes makes several requests a sync, so the stamp is written at
     * most once a minute from one address.
     */
    async noteUse(id: string, address: string): Promise<void> {
      await db
        .update(appPassword)
        .set({ lastUsedAt: sql`now()`, lastUsedAddress: address })
        .where(
          and(
            eq(appPassword.id, id),
            sql`(${appPassword.lastUsedAt} is null or ${appPassword.lastUsedAt} < now() - interval '1 minute'
              or ${appPassword.lastUsedAddress} is distinct from ${address})`,
          ),
        );
    },
  };
}

export type AppPasswordsRepo = ReturnType<typeof appPasswordsRepo>;
