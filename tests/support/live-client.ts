import WebSocket from 'ws';
import type { ServerMessage } from '../../src/shared/live';

/** A test's live socket: every message it received, and a way to wait for one. */
export interface TestSocket {
  ws: WebSocket;
  messages: ServerMessage[];
  send(message: unknown): void;
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): void;
}

/** Opens /api/live as a browser on the app's page would; rejects with the HTTP status when refused. */
export function openSocket(baseUrl: string, cookie?: string, origin = baseUrl): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const wake of waiters) {
      wake();
    }
  });
  const socket: TestSocket = {
    ws,
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    waitFor: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}
