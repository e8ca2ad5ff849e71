import type { ListWalk } from '@shared/contract/lists';
import type { TFunction } from 'i18next';
import { Footprints } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** How the list is ordered in its store, under the store's name: learned from trips, set by hand, or not yet. */
export function storeWalkText(walk: ListWalk, t: TFunction<'lists'>): string {
  const store = walk.storeName;
  if (walk.trips > 0) {
    return walk.orderSetByHand
      ? t('detail.walk.learnedOwnOrder', { count: walk.trips })
      : t('detail.walk.learned', { count: walk.trips });
  }
  return walk.orderSetByHand ? t('detail.walk.ownOrder', { store }) : t('detail.walk.teach', { store });
}

/** The line that says how the list is walked in its store. */
export function StoreWalkNote({ walk }: { walk: ListWalk }) {
  const { t } = useTranslation('lists');
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Footprints aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{storeWalkText(walk, t)}</span>
    </p>
  );
}
