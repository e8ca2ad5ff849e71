import type { TFunction } from 'i18next';

/** How many shopping trips a store's learned order comes from, as the store's card says it. */
export function tripsText(t: TFunction<'stores'>, trips: number): string {
  if (trips <= 0) {
    return t('order.noTrips');
  }
  return t('order.learned', { count: trips });
}
