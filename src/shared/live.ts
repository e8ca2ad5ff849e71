/** Topics a client may watch: one list, or its own lists, meals, meal plan and profile. */
export type LiveTopic = `list:${string}` | 'lists' | 'meals' | 'plan' | 'user';

/** What the browser sends on the live socket. */
export type ClientMessage =
  | { type: 'watch'; topic: LiveTopic }
  | { type: 'unwatch'; topic: LiveTopic }
  | { type: 'ping' };

/** What the server sends on the live socket. */
export type ServerMessage =
  | { type: 'changed'; topic: LiveTopic }
  | { type: 'denied'; topic: string }
  | { type: 'watching'; topic: LiveTopic }
  | { type: 'pong' };

/** The socket's path. */
export const LIVE_PATH = '/api/live';

/** How often the client pings, and how long without an answer before it shows Offline (SPEC §4: 10 s). */
export const LIVE_TIMING = { pingEveryMs: 5_000, offlineAfterMs: 10_000 } as const;

/** True when the text names a topic a client may ask for. */
export function isLiveTopic(value: unknown): value is LiveTopic {
  return (
    typeof value === 'string' &&
    (['lists', 'meals', 'plan', 'user'].includes(value) || /^list:[A-Za-z0-9_-]{1,64}$/.test(value))
  );
}
