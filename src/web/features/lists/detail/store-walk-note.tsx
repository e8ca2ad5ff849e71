import type { ListWalk } from '@shared/contract/lists';
import { Footprints } from 'lucide-react';

/** How the list is ordered in its store, under the store's name: learned from trips, set by hand, or not yet. */
export function storeWalkText(walk: ListWalk): string {
  const trips = walk.trips === 1 ? '1 trip' : `${walk.trips} trips`;
  if (walk.trips > 0) {
    return walk.orderSetByHand
      ? `Order learned from ${trips}, the aisles in your order.`
      : `Order learned from ${trips}.`;
  }
  return walk.orderSetByHand
    ? `Aisles in your order for ${walk.storeName}.`
    : `Tick items as you shop at ${walk.storeName}: the order is learned from your trips.`;
}

/** The line that says how the list is walked in its store. */
export function StoreWalkNote({ walk }: { walk: ListWalk }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Footprints aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{storeWalkText(walk)}</span>
    </p>
  );
}
