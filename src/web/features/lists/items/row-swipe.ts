/**
 * The swipe on a list row, as pure steps so it can be tested without a browser: a drag that goes sideways
 * first (and clearly more sideways than up or down) takes the row; one that goes up or down first is left to
 * the page's scrolling (the row has `touch-action: pan-y`, so the browser scrolls it and cancels the pointer).
 * Let go past the threshold, right ticks (or unticks) the item and left deletes it.
 */

/** How far a pointer moves before the swipe decides which way it goes, in CSS pixels. */
export const SLOP = 10;
/** How much more sideways than up or down a drag must be to be a swipe. */
const SIDEWAYS = 1.5;
/** The distance that acts: a third of the row, between 64 and 120 px. */
export const thresholdFor = (rowWidth: number) => Math.min(120, Math.max(64, rowWidth / 3));

export type SwipeState =
  | { phase: 'idle' }
  /** Pressed, not yet moved far enough to tell which way. */
  | { phase: 'pressed'; x: number; y: number }
  /** Moving sideways: the row follows by `dx`. */
  | { phase: 'swiping'; x: number; dx: number }
  /** Moved up or down first: the page scrolls, the row stays. */
  | { phase: 'scrolling' };

export const IDLE: SwipeState = { phase: 'idle' };

/** The state after the pointer moved to (x, y). */
export function swipeMoved(state: SwipeState, x: number, y: number): SwipeState {
  if (state.phase === 'swiping') {
    return { ...state, dx: x - state.x };
  }
  if (state.phase !== 'pressed') {
    return state;
  }
  const dx = x - state.x;
  const dy = y - state.y;
  if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) {
    return state;
  }
  return Math.abs(dx) > Math.abs(dy) * SIDEWAYS
    ? { phase: 'swiping', x: state.x, dx }
    : { phase: 'scrolling' };
}

/** What letting go does: tick on a swipe right past the threshold, delete on one left, else nothing. */
export function swipeOutcome(state: SwipeState, rowWidth: number): 'tick' | 'delete' | null {
  if (state.phase !== 'swiping' || Math.abs(state.dx) < thresholdFor(rowWidth)) {
    return null;
  }
  return state.dx > 0 ? 'tick' : 'delete';
}
