import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseKind } from '../../src/server/db/client';
import { createLogger } from '../../src/server/log';
import { createServices } from '../../src/server/services';
import { openTestDatabase } from './test-database';

/** An answer of the callable protocol as a test sees it. */
export interface CallAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string } } | null;
}

/** The origin test requests come from, as a browser on the app's own page would send. */
export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Requests to the app and calls of its procedures, as a browser on the app's page (`origin`) sends them,
 * over whatever carries a request to it: the app in process, or a listening server.
 */
export function appClient(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  origin: string = TEST_ORIGIN,
) {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...headers },
      body,
    });
  const callRaw = async (name: string, body: string, cookie?: string): Promise<CallAnswer> => {
    const response = await post(`/api/${name}`, body, cookie ? { cookie } : {});
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  return {
    request,
    post,
    callRaw,
    call: (name: string, data: unknown, cookie?: string) => callRaw(name, JSON.stringify({ data }), cookie),
  };
}

/** What a test needs to sign users up and call procedures, in process or over the network. */
export type AppClient = ReturnType<typeof appClient>;

/** The whole HTTP app on a fresh database, driven through real Requests (no network needed). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { webRoot?: string } = {},
) {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: '1', ...env });
  const logLines: string[] = [];
  const log = createLogger('debug', (line) => logLines.push(line));
  const services = createServices(database, config, log);
  const app = createApp({ database, services, log, version: 'test', webRoot: options.webRoot });

  return {
    database,
    config,
    services,
    logLines,
    ...appClient(async (path, init) => app.request(`http://localhost:3000${path}`, init)),
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app a test drives. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session cookies a response sets, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The result of a successful call; a failed call fails the test with its status and body. */
export function resultOf<T>(answer: CallAnswer): T {
  if (answer.body?.result === undefined) {
    throw new Error(`expected a result, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.result as T;
}
