/**
 * The live vocabulary, the only place a topic is spelled out. A client watches topics: one list
 * (`list:<id>`) or one kind of its own data (`lists`, `meals`, `plan`, `stores`, `household`, `staples`, `user`). The server publishes where a
 * change happened as an address (a list, or one user's data of one kind) and delivers it under a key that
 * names whose data it is; both ends build and read these through the functions below.
 */

/**
 * The kinds of a user's own data a client may watch: the overview of their lists, their household's meals,
 * plan, stores, members and staples (what it always has), their profile, and what the household bought (its item
 * history and favourites). A change to a household's data is published to each member.
 */
export const OWN_TOPICS = [
  'lists',
  'meals',
  'plan',
  'stores',
  'household',
  'staples',
  'user',
  'history',
] as const;
export type OwnTopic = (typeof OWN_TOPICS)[number];

/** Topics a client may watch: one list, or its own lists, meals, meal plan, stores, household and profile. */
export type LiveTopic = `list:${string}` | OwnTopic;

/** A topic taken apart. */
export type ParsedTopic = { kind: 'list'; listId: string } | { kind: OwnTopic };

/** Where a committed change happened: a list (with its version after the change), or one user's data. */
export type ChangeAddress =
  | { kind: 'list'; listId: string; version?: number }
  | { kind: OwnTopic; userId: string };

/** The topic a client watches one list under. */
export function listTopic(listId: string): LiveTopic {
  return `list:${listId}`;
}

const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The topic taken apart, or null when the text is not a topic a client may ask for. */
export function parseLiveTopic(value: unknown): ParsedTopic | null {
  if (typeof value !== 'string') {
    return null;
  }
  if ((OWN_TOPICS as readonly string[]).includes(value)) {
    return { kind: value as OwnTopic };
  }
  const listId = value.startsWith('list:') ? value.slice('list:'.length) : '';
  return LIST_ID.test(listId) ? { kind: 'list', listId } : null;
}

/** True when the text names a topic a client may ask for. */
export function isLiveTopic(value: unknown): value is LiveTopic {
  return parseLiveTopic(value) !== null;
}

/** The address a user's watch of a topic listens at. */
export function addressOf(topic: ParsedTopic, userId: string): ChangeAddress {
  return topic.kind === 'list' ? { kind: 'list', listId: topic.listId } : { kind: topic.kind, userId };
}

/** The topic a client hears a change at an address under. */
export function topicOf(address: ChangeAddress): LiveTopic {
  return address.kind === 'list' ? listTopic(address.listId) : address.kind;
}

/** The key the server delivers an address under: one per list, one per user and kind of data. */
export function deliveryKey(address: ChangeAddress): string {
  return address.kind === 'list' ? `list:${address.listId}` : `${address.kind}:${address.userId}`;
}

/**
 * The addresses of one change notice as the database sends it (a JSON array of addresses); anything that is
 * not a well-formed address is left out, so a stray notice can never reach a socket it should not.
 */
export function parseChangeNotice(payload: string): ChangeAddress[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((entry: unknown): ChangeAddress[] => {
    if (typeof entry !== 'object' || entry === null) {
      return [];
    }
    const { kind, listId, userId, version } = entry as Record<string, unknown>;
    if (kind === 'list' && typeof listId === 'string') {
      return [typeof version === 'number' ? { kind, listId, version } : { kind, listId }];
    }
    if ((OWN_TOPICS as readonly unknown[]).includes(kind) && typeof userId === 'string') {
      return [{ kind: kind as OwnTopic, userId }];
    }
    return [];
  });
}

/** What the browser sends on the live socket. */
export type ClientMessage =
  | { type: 'watch'; topic: LiveTopic }
  | { type: 'unwatch'; topic: LiveTopic }
  | { type: 'ping' };

/**
 * What the server sends on the live socket. On a list topic, `changed` and `watching` carry the list's
 * version, so a device that already holds that version (its own change, say) fetches nothing.
 */
export type ServerMessage =
  | { type: 'changed'; topic: LiveTopic; version?: number }
  | { type: 'denied'; topic: string }
  | { type: 'watching'; topic: LiveTopic; version?: number }
  | { type: 'pong' };

/** The socket's path. */
export const LIVE_PATH = '/api/live';

/** How often the client pings, and how long without an answer before it shows Offline (SPEC §4: 10 s). */
export const LIVE_TIMING = { pingEveryMs: 5_000, offlineAfterMs: 10_000 } as const;

/**
 * The close the server sends when the socket's session ended (signed out, revoked, password reset, account
 * deleted, expired): the client must not reconnect in a loop with a cookie that no longer works.
 */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session ended' } as const;
