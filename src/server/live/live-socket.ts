import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { LIVE_PATH, parseLiveTopic } from '../../shared/live';
import type { SessionResolver } from '../auth/session-resolver';
import { isTrustedOrigin, type OriginSettings } from '../http/link-origin';
import type { Logger } from '../log';
import type { LiveHub } from './live-hub';

const HEARTBEAT_MS = 30_000;
const MAX_TOPICS_PER_SOCKET = 200;
/** RFC 6455 "Service Restart": the client should reconnect, to this address or another instance. */
const SERVICE_RESTART = 1012;
/** How long a shutdown waits for clients to answer the close before cutting the rest. */
const CLOSE_HANDSHAKE_MS = 1_000;

/** Serves the live socket at /api/live on the HTTP server: cookie-authenticated, Origin-checked. */
export function attachLiveSocket(
  server: Server,
  deps: { hub: LiveHub; sessions: SessionResolver; origins: OriginSettings; log: Logger },
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const alive = new WeakMap<WebSocket, boolean>();

  let closing = false;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      if (closing) {
        return refuse(socket, 503, 'Service Unavailable');
      }
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) {
        return refuse(socket, 404, 'Not Found');
      }
      const origin = request.headers.origin;
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      if (origin && !isTrustedOrigin(origin, header, deps.origins)) {
        return refuse(socket, 403, 'Forbidden');
      }
      const headers = new Headers();
      if (request.headers.cookie) {
        headers.set('cookie', request.headers.cookie);
      }
      const userId = await deps.sessions.userIdOf(headers);
      if (!userId) {
        return refuse(socket, 401, 'Unauthorized');
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, userId));
    })().catch((error: unknown) => {
      deps.log.error('live upgrade failed', { error: String(error) });
      refuse(socket, 500, 'Internal Server Error');
    });
  });

  const accept = (ws: WebSocket, userId: string) => {
    alive.set(ws, true);
    deps.hub.connect(ws, userId);
    // Distinct topics, so a long session that opens and closes many lists is never refused.
    const topics = new Set<string>();
    ws.on('pong', () => alive.set(ws, true));
    ws.on('close', () => deps.hub.disconnect(ws));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data) => {
      alive.set(ws, true);
      const message = parse(String(data));
      if (message?.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      const topic = parseLiveTopic(message?.topic);
      if (message?.type === 'unwatch' && topic) {
        topics.delete(String(message.topic));
        deps.hub.unwatch(ws, topic);
        return;
      }
      if (
        message?.type === 'watch' &&
        topic &&
        (topics.has(String(message.topic)) || topics.size < MAX_TOPICS_PER_SOCKET)
      ) {
        topics.add(String(message.topic));
        void deps.hub.watch(ws, topic).catch(() => undefined);
        return;
      }
      if (message?.type === 'watch') {
        ws.send(JSON.stringify({ type: 'denied', topic: String(message.topic).slice(0, 100) }));
      }
    });
  };

  // Ping frames find peers that vanished without closing (a phone going into a tunnel).
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Asks every client to reconnect (close code 1012) and resolves once they have gone, or a second later. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(heartbeat);
      const clients = [...wss.clients];
      const gone = clients.map(
        (ws) =>
          new Promise<void>((resolve) => {
            ws.once('close', () => resolve());
          }),
      );
      for (const ws of clients) {
        ws.close(SERVICE_RESTART, 'Server restarting');
      }
      await Promise.race([
        Promise.all(gone),
        new Promise((resolve) => setTimeout(resolve, CLOSE_HANDSHAKE_MS)),
      ]);
      for (const ws of wss.clients) {
        ws.terminate();
      }
      wss.close();
    },
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

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
