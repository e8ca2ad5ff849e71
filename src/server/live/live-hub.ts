import {
  addressOf,
  type ChangeAddress,
  deliveryKey,
  type LiveTopic,
  type ParsedTopic,
  type ServerMessage,
  topicOf,
} from '@shared/live';
import { canView, relationTo } from '../lists/list-policies';
import type { Logger } from '../log';

/** The part of a socket the hub needs. */
export interface LiveSocket {
  send(data: string): void;
}

/** Who may see a list (its owner and members) and its version; null when the list is gone. */
export type ListAccessOf = (
  listId: string,
) => Promise<{ ownerId: string; memberIds: readonly string[]; version: number } | null>;

interface Watcher {
  userId: string;
  /** Delivery key (deliveryKey of the address) → the topic the client watches it under. */
  topics: Map<string, LiveTopic>;
}

/** Which sockets watch which topics, and delivering committed changes to the ones allowed to see them. */
export function createLiveHub(deps: { accessOf: ListAccessOf; log: Logger }) {
  const watchers = new Map<LiveSocket, Watcher>();
  const send = (socket: LiveSocket, message: ServerMessage) => {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // A socket closing under us is dropped by its own close handler.
    }
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
      const access = await deps.accessOf(address.listId);
      if (!access || !canView(relationTo(access, watcher.userId))) {
        send(socket, { type: 'denied', topic: clientTopic });
        return;
      }
      watcher.topics.set(deliveryKey(address), clientTopic);
      send(socket, { type: 'watching', topic: clientTopic, version: access.version });
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
        // Membership can change between watch and now (a member removed): ask again, once per change.
        const access = address.kind === 'list' ? await deps.accessOf(address.listId) : undefined;
        const version = address.kind === 'list' ? address.version : undefined;
        for (const [socket, watcher] of listeners) {
          const topic = watcher.topics.get(key);
          if (!topic) {
            continue;
          }
          if (access !== undefined && !canView(relationTo(access, watcher.userId))) {
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
