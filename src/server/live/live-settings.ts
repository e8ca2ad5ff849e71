/**
 * Live sockets one account, and one address, may hold open at once. A household's phones, tablets and tabs
 * stay far below; a script opening sockets to eat the server's memory does not (1,000 sockets cost 230 MB).
 * Behind one router a household shares an address, so that cap is the larger.
 */
export const LIVE_SOCKET_CAPS = { perAccount: 20, perAddress: 50 } as const;

/** How a server's live socket runs; tests shorten the heartbeat, a benchmark of many sockets lifts the caps. */
export interface LiveSettings {
  /**
   * How often sockets are pinged (one that did not answer the last ping is cut), their rows refreshed and their
   * sessions checked for expiry. A row no heartbeat refreshed for three of them no longer counts.
   */
  heartbeatMs: number;
  caps: { perAccount: number; perAddress: number };
}

/** The settings a server runs with. */
export const LIVE_SETTINGS: LiveSettings = { heartbeatMs: 30_000, caps: LIVE_SOCKET_CAPS };
