import type { StoredHistoryItem } from '@shared/contract/item-history';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import { rowsOf } from '../db/raw-rows';

/** One spelling of an item the household bought, its members' rows taken together. */
export type BoughtSpelling = StoredHistoryItem & { nameKey: string };

/**
 * Spellings read per call: more than the items a device is given, since several spellings ('Limes', 'lime') are
 * one item once joined by itemKey.
 */
const SPELLINGS_READ = 3000;

/**
 * The household's item history (item_history): its members' rows, read by the caller's household
 * (household-scope.ts). The tick writes it (bought-items-sql.repo.ts); here it is read and starred.
 */
export function itemHistoryRepo(db: Database) {
  return {
    /** The household's spellings, most recently bought first; name, aisle and amount from the latest purchase. */
    async spellingsOf(userId: string): Promise<BoughtSpelling[]> {
      const rows = await rowsOf<{
        name_key: string;
        name: string;
        category: string;
        quantity: string | null;
        times_bought: number;
        last_bought_at: Date | string;
        favourite: boolean;
      }>(
        db,
        sql`select distinct on (name_key) name_key, name, category, quantity,
            sum(times_bought) over (partition by name_key)::int as times_bought,
            last_bought_at, bool_or(favourite) over (partition by name_key) as favourite
          from item_history where ${inHouseholdOf(sql`user_id`, userId)}
          order by name_key, last_bought_at desc`,
      );
      return rows
        .map((row) => ({
          nameKey: row.name_key,
          name: row.name,
          category: row.category,
          quantity: row.quantity,
          timesBought: Number(row.times_bought),
          lastBoughtAt: new Date(row.last_bought_at),
          favourite: row.favourite,
        }))
        .sort((a, b) => b.lastBoughtAt.getTime() - a.lastBoughtAt.getTime())
        .slice(0, SPELLINGS_READ);
    },

    /**
     * Stars or unstars the spellings given (one item's), on every member's row, and tells the household's
     * devices; answers how many rows it found.
     */
    async setFavourite(userId: string, nameKeys: readonly string[], favourite: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const keys = JSON.stringify(nameKeys);
        const rows = await rowsOf<{ name_key: string }>(
          tx,
          sql`update item_history set favourite = ${favourite}
            where ${inHouseholdOf(sql`user_id`, userId)}
              and name_key in (select json_array_elements_text(${keys}::json))
            returning name_key`,
        );
        if (rows.length > 0) {
          await publishToHousehold(tx, userId, ['history']);
        }
        return rows.length;
      });
    },
  };
}

export type ItemHistoryRepo = ReturnType<typeof itemHistoryRepo>;
