import { parseLiveTopic } from '@shared/live';
import type { WebSocket } from 'ws';
import type { LiveHub } from './live-hub';

const MAX_TOPICS_PER_SOCKET = 200;

/** Answers what one socket's client sends: pings, and watching or unwatching topics (at most 200 at a time). */
export function clientMessageHandler(ws: WebSocket, hub: LiveHub): (data: unknown) => void {
  // Distinct topics, so a long session that opens and closes many lists is never refused.
  const topics = new Set<string>();
  return (data) => {
    const message = parse(String(data));
    if (message?.type === 'ping') {
      ws.send(JSON.stringify({ type: 'pong' }));
      return;
    }
    const topic = parseLiveTopic(message?.topic);
    if (message?.type === 'unwatch' && topic) {
      topics.delete(String(message.topic));
      hub.unwatch(ws, topic);
      return;
    }
    if (
      message?.type === 'watch' &&
      topic &&
      (topics.has(String(message.topic)) || topics.size < MAX_TOPICS_PER_SOCKET)
    ) {
      topics.add(String(message.topic));
      void hub.watch(ws, topic).catch(() => undefined);
      return;
    }
    if (message?.type === 'watch') {
      ws.send(JSON.stringify({ type: 'denied', topic: String(message.topic).slice(0, 100) }));
    }
  };
}

function parse(text: string): { type?: unknown; topic?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? (value as { type?: unknown; topic?: unknown })
      : null;
  } catch {
    return null;
  }
}
