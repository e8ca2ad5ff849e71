import type { Me } from '@shared/contract/profile';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { isPro } from '../policies/pro';

const profileColumns = {
  uid: user.id,
  email: user.email,
  displayName: user.name,
  subscriptionStatus: user.subscriptionStatus,
};

/** Accounts as profiles: what a user sees of themselves. */
export function profileRepo(db: Database) {
  return {
    /** The user's profile, or null when the account no longer exists. */
    async find(userId: string): Promise<Me | null> {
      const [row] = await db.select(profileColumns).from(user).where(eq(user.id, userId));
      return row ? presentProfile(row) : null;
    },
    /** Sets the display name and answers the updated profile. */
    async updateDisplayName(userId: string, displayName: string): Promise<Me | null> {
      const [row] = await db
        .update(user)
        .set({ name: displayName, updatedAt: sql`now()` })
        .where(eq(user.id, userId))
        .returning(profileColumns);
      return row ? presentProfile(row) : null;
    },
  };
}

/** The profile repository. */
export type ProfileRepo = ReturnType<typeof profileRepo>;

function presentProfile(row: {
  uid: string;
  email: string;
  displayName: string;
  subscriptionStatus: string;
}): Me {
  const pro = isPro(row);
  return { ...row, subscriptionStatus: pro ? 'active' : 'inactive', isPro: pro };
}
