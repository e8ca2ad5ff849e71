import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Category } from '@shared/categories';

/** What a screen reader says about a drag handle, after its name. */
export const ORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this aisle, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter again to drop it, or Escape to put it back. Or use its Move up and Move down buttons.',
};

/**
 * What a screen reader hears while an aisle is dragged, by name and 1-based position. The order is the one
 * from before the drag: dnd-kit only shifts rows on screen until the drop, so the row a dragged aisle is
 * over holds the position it would take. Make one per drag's order: it remembers the last place it named.
 */
export function orderAnnouncements(order: readonly Category[]): Announcements {
  const total = order.length;
  const position = (id: UniqueIdentifier) => order.indexOf(id as Category) + 1;
  // A pick-up is over its own row at once: that is not a move, and "picked up" should not be cut short.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `${active.id} picked up, position ${position(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) {
        return undefined;
      }
      lastOver = over?.id ?? null;
      return over
        ? `${active.id} moved to position ${position(over.id)} of ${total}.`
        : `${active.id} is outside the list of aisles.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${active.id} dropped at position ${position(over.id)} of ${total}.`
        : `${active.id} put back at position ${position(active.id)} of ${total}.`,
    onDragCancel: ({ active }) =>
      `Moving ${active.id} cancelled. It stays at position ${position(active.id)} of ${total}.`,
  };
}
