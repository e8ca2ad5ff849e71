import { CATEGORIES, isCategory } from '@shared/categories';
import type { Store } from '@shared/contract/stores';

/** A store as the contract presents it: the order set by hand when it is whole, else SPEC's. */
export function presentStore(
  row: { id: string; name: string; categoryOrder: string[] | null; createdAt: Date },
  trips: number,
): Store {
  const byHand = row.categoryOrder?.filter(isCategory) ?? [];
  const whole = byHand.length === CATEGORIES.length;
  return {
    id: row.id,
    name: row.name,
    categoryOrder: whole ? byHand : [...CATEGORIES],
    orderSetByHand: whole,
    trips,
    createdAt: row.createdAt.toISOString(),
  };
}
