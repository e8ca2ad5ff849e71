import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Category, isCategory } from '../../shared/categories';
import type { Database } from '../db/client';
import { categoryMemory } from '../db/schema';

/** A user's remembered corrections, read before the built-in categorizer. */
export interface CategoryMemory {
  /** The remembered category of each of these normalized item keys that has one. */
  find(userId: string, itemKeys: readonly string[]): Promise<Map<string, Category>>;
  /** Remembers that this user files this item under this category. */
  remember(userId: string, itemKey: string, category: Category): Promise<void>;
}

/** Category memory kept in the `category_memory` table. */
export function categoryMemoryRepo(db: Database): CategoryMemory {
  return {
    async find(userId, itemKeys) {
      const found = new Map<string, Category>();
      if (itemKeys.length === 0) {
        return found;
      }
      const rows = await db
        .select({ itemKey: categoryMemory.itemKey, category: categoryMemory.category })
        .from(categoryMemory)
        .where(
          and(eq(categoryMemory.userId, userId), inArray(categoryMemory.itemKey, [...new Set(itemKeys)])),
        );
      for (const row of rows) {
        if (isCategory(row.category)) {
          found.set(row.itemKey, row.category);
        }
      }
      return found;
    },
    async remember(userId, itemKey, category) {
      await db
        .insert(categoryMemory)
        .values({ userId, itemKey, category })
        .onConflictDoUpdate({
          target: [categoryMemory.userId, categoryMemory.itemKey],
          set: { category, updatedAt: sql`now()` },
        });
    },
  };
}
