import { type Category, isCategory } from '@shared/categories';
import { sql } from 'drizzle-orm';
import { batchCalls } from '../db/batch-calls';
import { inputOf } from '../db/batch-input';
import { runBatchStatement } from '../db/batch-statement';
import type { Database } from '../db/client';
import { categoryMemory } from '../db/schema';

/**
 * Remembered corrections, read before the built-in categorizer: each is kept as its maker's, and the whole
 * household follows them (the latest when two members filed an item differently).
 */
export interface CategoryMemory {
  /** The remembered category of each of these normalized item keys that has one, in the user's household. */
  find(userId: string, itemKeys: readonly string[]): Promise<Map<string, Category>>;
  /** Remembers that this user files this item under this category. */
  remember(userId: string, itemKey: string, category: Category): Promise<void>;
}

/**
 * Category memory kept in the `category_memory` table. Every add and sort asks it, so the asks that arrive
 * together are read in one statement.
 */
export function categoryMemoryRepo(db: Database): CategoryMemory {
  const findNow = async (requests: { userId: string; itemKeys: string[] }[]) => {
    const input = inputOf(requests.map((request) => ({ user_id: request.userId, keys: request.itemKeys })));
    const rows = await runBatchStatement<{ ord: number; item_key: string; category: string }>(
      db,
      sql`
      with input as (select * from json_to_recordset(${input}::json) as t(ord int, user_id text, keys json))
      select distinct on (input.ord, memory.item_key) input.ord, memory.item_key, memory.category
      from input
      cross join lateral json_array_elements_text(input.keys) as asked(item_key)
      join category_memory memory on memory.item_key = asked.item_key and (
        memory.user_id = input.user_id or memory.user_id in (
          select mate.user_id from household_member me
          join household_member mate on mate.household_id = me.household_id
          where me.user_id = input.user_id
        )
      )
      order by input.ord, memory.item_key, memory.updated_at desc
    `,
    );
    const found = requests.map(() => new Map<string, Category>());
    for (const row of rows) {
      if (isCategory(row.category)) {
        found[row.ord]?.set(row.item_key, row.category);
      }
    }
    return found;
  };
  const findBatched = batchCalls(findNow);

  return {
    async find(userId, itemKeys) {
      const unique = [...new Set(itemKeys)].filter((key) => key !== '');
      return unique.length === 0 ? new Map() : findBatched({ userId, itemKeys: unique });
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
