/** How a server's live socket runs; tests shorten the heartbeat, a benchmark of many sockets lifts the caps. */
export interface LiveSettings {
  /**
   * How often sockets are pinged (one that did not answer the last ping is cut), their rows refreshed and their
   * sessions checked for expiry. A row no heartbeat refreshed for three of them no longer counts.
   */
  heartbeatMs: number;
  /** Live sockets one account, and one address, may hold open at once (LIVE_SOCKETS_PER_ACCOUNT, _PER_ADDRESS). */
  caps: { perAccount: number; perAddress: number };
}

/** How often a server's sockets are pinged; the caps come from its configuration. */
export const HEARTBEAT_MS = 30_000;
