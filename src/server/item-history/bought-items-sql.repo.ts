import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../db/change-feed';

/**
 * The household's item history, written by the tick's own statement (lists/item-ticks.repo.ts) so a tick stays
 * one round trip. It reads the tick's `latest(ord, list_id, item_id, user_id, …)` and `changed(id, list_id, name,
 * category, quantity, bought_now)` CTEs: only an item going from unticked to ticked in this statement is bought,
 * once per shopper and spelling. Ticks within six hours of the last one are the same trip and count once.
 * Unticking writes nothing: it does not unbuy. A spelling bought for the first time tells the shopper's household
 * (`history`), so completion on their devices knows it; a repeat does not, so a shopping trip does not make
 * every device fetch the history at every tick.
 */
export const boughtItems = sql`
  bought as (
    insert into item_history as kept (user_id, name_key, name, category, quantity, last_bought_at)
    select distinct on (latest.user_id, lower(regexp_replace(btrim(changed.name), '\\s+', ' ', 'g')))
      latest.user_id, lower(regexp_replace(btrim(changed.name), '\\s+', ' ', 'g')), changed.name,
      changed.category, changed.quantity, clock_timestamp()
    from changed join latest on latest.item_id = changed.id and latest.list_id = changed.list_id
    where changed.bought_now
    order by latest.user_id, lower(regexp_replace(btrim(changed.name), '\\s+', ' ', 'g')), latest.ord desc
    on conflict (user_id, name_key) do update set name = excluded.name, category = excluded.category,
      quantity = excluded.quantity, last_bought_at = excluded.last_bought_at,
      times_bought = kept.times_bought
        + case when kept.last_bought_at < excluded.last_bought_at - interval '6 hours' then 1 else 0 end
    returning kept.user_id, (kept.xmax = 0) as fresh
  ),
  history_told as (
    select pg_notify(${CHANGES_CHANNEL}, jsonb_agg(jsonb_build_object('kind', 'history', 'userId', told.user_id))::text)
    from (
      select distinct mate.user_id from bought
      join household_member me on me.user_id = bought.user_id
      join household_member mate on mate.household_id = me.household_id
      where bought.fresh
    ) told
    having count(*) > 0
  )`;
