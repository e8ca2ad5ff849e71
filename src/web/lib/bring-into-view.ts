import { type RefObject, useEffect } from 'react';

/**
 * Scrolls a field into view and focuses it whenever `request` changes to a new non-zero value: after Start
 * New List the page would otherwise stay scrolled down where the list was, with the box to type in out of
 * sight.
 */
export function useBringIntoView(field: RefObject<HTMLElement | null>, request: number): void {
  useEffect(() => {
    if (request === 0) {
      return;
    }
    // On the next frame: a dialog that just closed (Start New List's confirmation) gives focus back to its
    // button first.
    const frame = requestAnimationFrame(() => {
      field.current?.scrollIntoView({ block: 'center' });
      field.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [field, request]);
}
