import { describe, expect, it } from 'vitest';
import { IDLE, type SwipeState, swipeMoved, swipeOutcome, thresholdFor } from './row-swipe';

const pressed: SwipeState = { phase: 'pressed', x: 100, y: 300 };
function drag(...points: [number, number][]): SwipeState {
  let state: SwipeState = pressed;
  for (const [x, y] of points) {
    state = swipeMoved(state, x, y);
  }
  return state;
}

describe('row swipe', () => {
  it('waits until the pointer has moved past the slop to decide', () => {
    expect(swipeMoved(pressed, 105, 304)).toBe(pressed);
    expect(swipeMoved(IDLE, 300, 300)).toBe(IDLE);
  });

  it('takes a drag that goes sideways first, and follows it both ways', () => {
    expect(drag([120, 302])).toEqual({ phase: 'swiping', x: 100, dx: 20 });
    expect(drag([120, 302], [60, 340])).toEqual({ phase: 'swiping', x: 100, dx: -40 });
  });

  it('leaves a drag that goes up or down first (or diagonally) to scrolling, for the rest of it', () => {
    expect(drag([102, 330])).toEqual({ phase: 'scrolling' });
    expect(drag([115, 312])).toEqual({ phase: 'scrolling' });
    expect(drag([102, 330], [300, 330])).toEqual({ phase: 'scrolling' });
  });

  it('ticks past the threshold to the right, deletes past it to the left, and otherwise snaps back', () => {
    expect(thresholdFor(390)).toBe(120);
    expect(thresholdFor(150)).toBe(64);
    expect(swipeOutcome(drag([120, 300], [210, 300]), 390)).toBeNull();
    expect(swipeOutcome(drag([120, 300], [221, 300]), 300)).toBe('tick');
    expect(swipeOutcome(drag([80, 300], [-30, 300]), 300)).toBe('delete');
    expect(swipeOutcome(drag([102, 330], [400, 330]), 300)).toBeNull();
    expect(swipeOutcome(pressed, 300)).toBeNull();
  });
});
