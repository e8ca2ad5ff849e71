import WebSocket from 'ws';
import type { ServerMessage } from '../../src/shared/live';

/** How the server closed a socket. */
export interface SocketClose {
  code: number;
  reason: string;
}

/** A test's live socket: every message it received, and a way to wait for one. */
export interface TestSocket {
  ws: WebSocket;
  messages: ServerMessage[];
  send(message: unknown): void;
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Resolves with the close code and reason once the socket has closed; rejects when it is still open at the deadline. */
  closed(timeoutMs?: number): Promise<SocketClose>;
  close(): void;
}

/**
 * Opens /api/live as a browser on the app's page would; rejects with the HTTP status (and Retry-After, when
 * the server sent one) when refused. `headers` adds request headers, such as X-Forwarded-For.
 */
export function openSocket(
  baseUrl: string,
  cookie?: string,
  origin = baseUrl,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
    headers: { origin, ...(cookie ? { cookie } : {}), ...headers },
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  let closedWith: SocketClose | null = null;
  const wakeAll = () => {
    for (const wake of waiters) {
      wake();
    }
  };
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    wakeAll();
  });
  ws.on('close', (code, reason) => {
    closedWith = { code, reason: String(reason) };
    wakeAll();
  });
  /** Resolves with what `found` finds once it finds something; rejects with `failure()` after the deadline. */
  const waitUntil = <T>(found: () => T | undefined, timeoutMs: number, failure: () => string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value !== undefined) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const socket: TestSocket = {
    ws,
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    waitFor: (match, timeoutMs = 5000) =>
      waitUntil(
        () => messages.find(match),
        timeoutMs,
        () => `no matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
      ),
    closed: (timeoutMs = 5000) =>
      waitUntil(
        () => closedWith ?? undefined,
        timeoutMs,
        () => `the socket was still open after ${timeoutMs} ms`,
      ),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      const retryAfter = response.headers['retry-after'];
      reject(
        new Error(`refused with ${response.statusCode}${retryAfter ? ` (Retry-After: ${retryAfter})` : ''}`),
      );
    });
    ws.once('error', reject);
  });
}
