import {
  addressOf,
  type ChangeAddress,
  deliveryKey,
  type LiveTopic,
  type ParsedTopic,
  type ServerMessage,
  topicOf,
} from '@shared/live';
import type { Logger } from '../log';
import { canView, type ListRelation } from '../policies/lists';

/** The part of a socket the hub needs. */
export interface LiveSocket {
  send(data: string): void;
}

/** Who a user is to a list, with its version; null when the list is gone (the lists' one loader). */
export type ListRelationOf = (query: {
  listId: string;
  userId: string;
}) => Promise<(ListRelation & { list: { version: number } }) | null>;

interface Watcher {
  userId: string;
  /** Delivery key (deliveryKey of the address) → the topic the client watches it under. */
  topics: Map<string, LiveTopic>;
}

/** Which sockets watch which topics, and delivering committed changes to the ones allowed to see them. */
export function createLiveHub(deps: { relationOf: ListRelationOf; log: Logger }) {
  const watchers = new Map<LiveSocket, Watcher>();
  const send = (socket: LiveSocket, message: ServerMessage) => {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // A socket closing under us is dropped by its own close handler.
    }
  };

  /** The users among the watchers who may see the list now; asked together, so it is one read. */
  const viewersOf = async (listId: string, listeners: readonly [LiveSocket, Watcher][]) => {
    const userIds = [...new Set(listeners.map(([, watcher]) => watcher.userId))];
    const relations = await Promise.all(userIds.map((userId) => deps.relationOf({ listId, userId })));
    return new Set(userIds.filter((_userId, index) => canView(relations[index] ?? null)));
  };

  return {
    connect(socket: LiveSocket, userId: string) {
      watchers.set(socket, { userId, topics: new Map() });
    },
    disconnect(socket: LiveSocket) {
      watchers.delete(socket);
    },
    /**
     * Starts watching after checking access: a list only for those the list policies let see it (told its
     * version, so a device that holds it fetches nothing), the rest only for one's own data.
     */
    async watch(socket: LiveSocket, topic: ParsedTopic): Promise<void> {
      const watcher = watchers.get(socket);
      if (!watcher) {
        return;
      }
      const address = addressOf(topic, watcher.userId);
      const clientTopic = topicOf(address);
      if (address.kind !== 'list') {
        watcher.topics.set(deliveryKey(address), clientTopic);
        send(socket, { type: 'watching', topic: clientTopic });
        return;
      }
      const relation = await deps.relationOf({ listId: address.listId, userId: watcher.userId });
      if (!canView(relation)) {
        send(socket, { type: 'denied', topic: clientTopic });
        return;
      }
      watcher.topics.set(deliveryKey(address), clientTopic);
      send(socket, { type: 'watching', topic: clientTopic, version: relation.list.version });
    },
    unwatch(socket: LiveSocket, topic: ParsedTopic) {
      const watcher = watchers.get(socket);
      watcher?.topics.delete(deliveryKey(addressOf(topic, watcher.userId)));
    },
    /** Delivers one committed change notice (the addresses a write published) to every watcher allowed to see it. */
    async publish(addresses: readonly ChangeAddress[]): Promise<void> {
      for (const address of addresses) {
        const key = deliveryKey(address);
        const listeners = [...watchers].filter(([, watcher]) => watcher.topics.has(key));
        if (listeners.length === 0) {
          continue;
        }
        // Membership can change between watch and now (a member removed): ask again, once per change and user.
        const viewers = address.kind === 'list' ? await viewersOf(address.listId, listeners) : undefined;
        const version = address.kind === 'list' ? address.version : undefined;
        for (const [socket, watcher] of listeners) {
          const topic = watcher.topics.get(key);
          if (!topic) {
            continue;
          }
          if (viewers !== undefined && !viewers.has(watcher.userId)) {
            watcher.topics.delete(key);
            send(socket, { type: 'denied', topic });
            continue;
          }
          send(
            socket,
            version === undefined ? { type: 'changed', topic } : { type: 'changed', topic, version },
          );
        }
      }
    },
    /** How many sockets are connected (for logs and benchmarks). */
    size: () => watchers.size,
  };
}

/** The live hub. */
export type LiveHub = ReturnType<typeof createLiveHub>;
