import { describe, expect, it } from 'vitest';
import { tripsText } from './trips-text';

describe('tripsText', () => {
  it.each([
    [0, 'No trips learned yet'],
    [1, 'Order learned from 1 trip'],
    [2, 'Order learned from 2 trips'],
    [14, 'Order learned from 14 trips'],
  ])('says %i trips as “%s”', (trips, text) => {
    expect(tripsText(trips)).toBe(text);
  });
});
