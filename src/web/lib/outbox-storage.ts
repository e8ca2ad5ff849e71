import { delMany, getMany, set } from 'idb-keyval';
import { deviceStore, keysStartingWith, outboxPrefixOf, refusedPrefixOf } from './device-store';
import type { OutboxStorage, Queued, RefusedChange } from './outbox-types';

/** Wide enough for any time in ms, so keys sort by when the change was made. */
const POSITION_DIGITS = 15;

/**
 * A user's outbox in IndexedDB: each change under its own key (`outbox:<user>:<time>:<change id>`), so two
 * tabs that queue at once never overwrite each other's changes, and a change leaves the device only once sent.
 */
export function outboxStorage<C extends Queued>(userId: string): OutboxStorage<C> {
  const queuedPrefix = outboxPrefixOf(userId);
  const refusedPrefix = refusedPrefixOf(userId);
  const positions = new Map<string, string>();
  /** The last position given: changes made in the same millisecond still sort in the order made. */
  let last = 0;
  const queuedKey = (change: C) => positions.get(change.changeId) ?? '';
  const refusedKey = (change: C) => `${refusedPrefix}${change.changeId}`;

  const valuesUnder = async <T>(prefix: string): Promise<{ key: string; value: T }[]> => {
    const found = await keysStartingWith(prefix);
    const values = await getMany<T>(found, deviceStore());
    return found.map((key, index) => ({ key, value: values[index] as T }));
  };

  return {
    async load() {
      const queued = await valuesUnder<C>(queuedPrefix);
      for (const { key, value } of queued) {
        positions.set(value.changeId, key);
        last = Math.max(last, Number(key.slice(queuedPrefix.length, queuedPrefix.length + POSITION_DIGITS)));
      }
      const refused = await valuesUnder<RefusedChange<C> & { at: number }>(refusedPrefix);
      return {
        queued: queued.map(({ value }) => value),
        refused: refused
          .map(({ value }) => value)
          .sort((a, b) => a.at - b.at)
          .map(({ change, reason }) => ({ change, reason })),
      };
    },
    putQueued(change, position) {
      last = Math.max(position, last + 1);
      const key = `${queuedPrefix}${String(last).padStart(POSITION_DIGITS, '0')}:${change.changeId}`;
      positions.set(change.changeId, key);
      return set(key, change, deviceStore());
    },
    async removeQueued(change) {
      const key = queuedKey(change);
      positions.delete(change.changeId);
      await delMany([key], deviceStore());
    },
    putRefused(refused) {
      return set(refusedKey(refused.change), { ...refused, at: Date.now() }, deviceStore());
    },
    removeRefused(changes) {
      return delMany(changes.map(refusedKey), deviceStore());
    },
  };
}
