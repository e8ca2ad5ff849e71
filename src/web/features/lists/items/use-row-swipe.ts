import { type CSSProperties, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { IDLE, type SwipeState, swipeMoved, swipeOutcome, thresholdFor } from './row-swipe';

/**
 * Swipe on a list row with plain pointer events (no gesture library: one row, one axis, four handlers): right
 * ticks, left deletes. The row keeps `touch-action: pan-y`, so a vertical drag is the browser's scroll and
 * never this; keyboard and screen-reader users keep the checkbox and the More menu, which do the same.
 */
export function useRowSwipe(actions: { onTick: () => void; onDelete: () => void }) {
  const [state, setState] = useState<SwipeState>(IDLE);
  const current = useRef<SwipeState>(IDLE);
  const width = useRef(0);
  // A swipe ends with a click on whatever was under the pointer (the label would tick the box again).
  const swiped = useRef(false);
  const update = (next: SwipeState) => {
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swiped.current = false;
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) {
        return;
      }
      width.current = event.currentTarget.getBoundingClientRect().width;
      update({ phase: 'pressed', x: event.clientX, y: event.clientY });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const before = current.current;
      const next = swipeMoved(before, event.clientX, event.clientY);
      if (before.phase === 'pressed' && next.phase === 'swiping') {
        // The row follows the pointer even when it leaves the row; a mouse's drag selected text until now.
        event.currentTarget.setPointerCapture(event.pointerId);
        window.getSelection()?.removeAllRanges();
      }
      update(next);
    },
    onPointerUp: () => {
      const outcome = swipeOutcome(current.current, width.current);
      swiped.current = current.current.phase === 'swiping';
      update(IDLE);
      if (outcome === 'tick') {
        actions.onTick();
      } else if (outcome === 'delete') {
        actions.onDelete();
      }
    },
    onPointerCancel: () => update(IDLE),
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (swiped.current) {
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };

  const dx = state.phase === 'swiping' ? state.dx : 0;
  const past = dx !== 0 && Math.abs(dx) >= thresholdFor(width.current);
  const style: CSSProperties | undefined = dx !== 0 ? { transform: `translateX(${dx}px)` } : undefined;
  const tint =
    dx > 0
      ? past
        ? 'bg-emerald-100 dark:bg-emerald-900'
        : 'bg-emerald-50 dark:bg-emerald-950'
      : dx < 0
        ? past
          ? 'bg-red-100 dark:bg-red-900'
          : 'bg-red-50 dark:bg-red-950'
        : 'transition-transform';
  return { handlers, style, className: `touch-pan-y ${dx !== 0 ? 'select-none' : ''} ${tint}` };
}
