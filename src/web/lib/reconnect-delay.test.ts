import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay';

const middle = () => 0.5;

describe('reconnectDelayMs', () => {
  it('starts at half a second and doubles up to ten seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((failures) => reconnectDelayMs(failures, middle))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('spreads each pause by at most a fifth either way', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(400);
    expect(reconnectDelayMs(0, () => 1)).toBe(600);
    expect(reconnectDelayMs(10, () => 1)).toBe(12_000);
  });
});
