/** The first pause before reconnecting, and the longest. */
export const RECONNECT = { firstMs: 500, maxMs: 10_000 } as const;

/**
 * How long to wait before reconnect attempt `failures` (0 for the first): 0.5 s doubling up to 10 s, each
 * spread ±20% so that many browsers do not all knock on a restarted server in the same instant.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.firstMs * 2 ** Math.max(0, failures), RECONNECT.maxMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}
