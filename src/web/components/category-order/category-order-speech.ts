import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Category } from '@shared/categories';
import type { TFunction } from 'i18next';

/** What a screen reader says about a drag handle, after its name. */
export function orderInstructions(t: TFunction<'common'>): ScreenReaderInstructions {
  return { draggable: t('categoryOrder.instructions') };
}

/**
 * What a screen reader hears while an aisle is dragged, by name and 1-based position. The order is the one
 * from before the drag: dnd-kit only shifts rows on screen until the drop, so the row a dragged aisle is
 * over holds the position it would take. Make one per drag's order: it remembers the last place it named.
 */
export function orderAnnouncements(order: readonly Category[], t: TFunction<'common'>): Announcements {
  const total = order.length;
  const position = (id: UniqueIdentifier) => order.indexOf(id as Category) + 1;
  // The aisle's name as the user reads it; the row's id is its category, kept in English.
  const name = (id: UniqueIdentifier) => t(`categories.${id as Category}`);
  // A pick-up is over its own row at once: that is not a move, and "picked up" should not be cut short.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t('categoryOrder.pickedUp', { aisle: name(active.id), position: position(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) {
        return undefined;
      }
      lastOver = over?.id ?? null;
      return over
        ? t('categoryOrder.movedTo', { aisle: name(active.id), position: position(over.id), total })
        : t('categoryOrder.outside', { aisle: name(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('categoryOrder.dropped', { aisle: name(active.id), position: position(over.id), total })
        : t('categoryOrder.putBack', { aisle: name(active.id), position: position(active.id), total }),
    onDragCancel: ({ active }) =>
      t('categoryOrder.cancelled', { aisle: name(active.id), position: position(active.id), total }),
  };
}
