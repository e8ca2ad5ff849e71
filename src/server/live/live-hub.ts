import type { LiveTopic, ServerMessage } from '../../shared/live';
import type { Logger } from '../log';

/** The part of a socket the hub needs. */
export interface LiveSocket {
  send(data: string): void;
}

/** Who may see a list's changes: its members' ids. */
export type MembersOf = (listId: string) => Promise<string[]>;

interface Watcher {
  userId: string;
  /** Server topic (`lists:<uid>`, `list:<id>`) → the name the client used for it (`lists`, `list:<id>`). */
  topics: Map<string, LiveTopic>;
}

/** Which sockets watch which topics, and delivering committed changes to the ones allowed to see them. */
export function createLiveHub(deps: { membersOf: MembersOf; log: Logger }) {
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
    /** Starts watching after checking access: a list only for its members, the rest only for one's own data. */
    async watch(socket: LiveSocket, topic: LiveTopic): Promise<void> {
      const watcher = watchers.get(socket);
      if (!watcher) {
        return;
      }
      const serverTopic = toServerTopic(topic, watcher.userId);
      if (topic.startsWith('list:') && !(await deps.membersOf(topic.slice(5))).includes(watcher.userId)) {
        send(socket, { type: 'denied', topic });
        return;
      }
      watcher.topics.set(serverTopic, topic);
      send(socket, { type: 'watching', topic });
    },
    unwatch(socket: LiveSocket, topic: LiveTopic) {
      const watcher = watchers.get(socket);
      watcher?.topics.delete(toServerTopic(topic, watcher.userId));
    },
    /** Delivers one committed change notice (the topics a write published) to every watcher allowed to see it. */
    async publish(serverTopics: readonly string[]): Promise<void> {
      for (const serverTopic of serverTopics) {
        const listeners = [...watchers].filter(([, watcher]) => watcher.topics.has(serverTopic));
        if (listeners.length === 0) {
          continue;
        }
        // Membership can change between watch and now (a member removed): ask again, once per change.
        const allowed = serverTopic.startsWith('list:')
          ? new Set(await deps.membersOf(serverTopic.slice(5)))
          : null;
        for (const [socket, watcher] of listeners) {
          const topic = watcher.topics.get(serverTopic);
          if (!topic) {
            continue;
          }
          if (allowed && !allowed.has(watcher.userId)) {
            watcher.topics.delete(serverTopic);
            send(socket, { type: 'denied', topic });
            continue;
          }
          send(socket, { type: 'changed', topic });
        }
      }
    },
    /** How many sockets are connected (for logs and benchmarks). */
    size: () => watchers.size,
  };
}

/** The live hub. */
export type LiveHub = ReturnType<typeof createLiveHub>;

function toServerTopic(topic: LiveTopic, userId: string): string {
  return topic.startsWith('list:') ? topic : `${topic}:${userId}`;
}
