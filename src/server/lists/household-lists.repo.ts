import { sql } from 'drizzle-orm';
import { publishChanges } from '../db/change-feed';
import type { Executor } from '../db/client';
import { householdOf } from '../db/household-scope';
import { rowsOf } from '../db/raw-rows';

/**
 * Makes every member of the maker's household who is not yet one a member of these lists, through the
 * household (seen already: a household's list is not "shared with you"), and tells their overviews. A new
 * list, an imported one, and one made the household's again all go through here.
 */
export async function joinHouseholdTo(
  tx: Executor,
  listIds: readonly string[],
  makerId: string,
): Promise<void> {
  if (listIds.length === 0) {
    return;
  }
  const joined = await rowsOf<{ user_id: string }>(
    tx,
    sql`insert into list_member (list_id, user_id, seen_at, via_household)
      select ids.id, mates.user_id, now(), true
      from json_array_elements_text(${JSON.stringify(listIds)}::json) as ids(id), ${householdOf(makerId)} as mates
      on conflict do nothing
      returning user_id`,
  );
  await publishChanges(
    tx,
    [...new Set(joined.map((member) => member.user_id))].map((userId) => ({
      kind: 'lists' as const,
      userId,
    })),
  );
}
