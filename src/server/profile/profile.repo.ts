import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';

/** An account as its profile reads it; `subscriptionStatus` as billing keeps it (the Pro policy reads it). */
export interface ProfileRow {
  uid: string;
  email: string;
  displayName: string;
  subscriptionStatus: string;
  /** Whose subscription gives the user Pro when theirs does not: the first to join of the paying members. */
  proThrough: string | null;
  language: string | null;
  /** The units the user's household chose, or null. */
  units: string | null;
}

const profileColumns = {
  uid: user.id,
  email: user.email,
  displayName: user.name,
  subscriptionStatus: user.subscriptionStatus,
  language: user.language,
  units: sql<string | null>`(
    select h.units from household_member m join household h on h.id = m.household_id where m.user_id = "user"."id"
  )`,
  // Spelled out: drizzle names a column of the selected table unqualified, which the subquery would read as its own.
  proThrough: sql<string | null>`case when "user"."subscription_status" = 'active' then null else (
    select payer.name from household_member me
    join household_member mate on mate.household_id = me.household_id
    join "user" payer on payer.id = mate.user_id
    where me.user_id = "user"."id" and payer.id <> "user"."id" and payer.subscription_status = 'active'
    order by mate.joined_at, payer.id limit 1
  ) end`,
};

/** Accounts as profiles: what a user sees of themselves. */
export function profileRepo(db: Database) {
  return {
    /** The user's profile, or null when the account no longer exists. */
    async find(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
      return row ?? null;
    },
    /** Sets the display name and answers the updated profile. */
    async updateDisplayName(userId: string, displayName: string): Promise<ProfileRow | null> {
      const [row] = await db
        .update(user)
        .set({ name: displayName, updatedAt: sql`now()` })
        .where(eq(user.id, userId))
        .returning(profileColumns);
      return row ?? null;
    },
    /** Sets the language the member chose (null: the browser's) and answers the updated profile. */
    async updateLanguage(userId: string, language: string | null): Promise<ProfileRow | null> {
      const [row] = await db
        .update(user)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(user.id, userId))
        .returning(profileColumns);
      return row ?? null;
    },
  };
}

/** The profile repository. */
export type ProfileRepo = ReturnType<typeof profileRepo>;
