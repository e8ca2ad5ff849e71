import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import type { DatabaseKind } from '../../src/server/db/client';
import type { LiveSettings } from '../../src/server/live/live-settings';
import { createLogger } from '../../src/server/log';
import { startServer } from '../../src/server/server';
import { freePort } from './free-port';
import { appClient } from './test-app';
import { openTestDatabase } from './test-database';

/**
 * The real server (HTTP, the live socket and the change listener) listening on loopback in this process, on
 * a fresh database: what a test needs when a browser's socket must be there. Sign users up with signUpUser.
 * With `webRoot` it serves that build of the web app too; `live` changes the live socket's heartbeat or caps.
 */
export async function startLiveServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { webRoot?: string; live?: Partial<LiveSettings> } = {},
) {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-live-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    ...env,
  });
  const server = await startServer({
    config,
    database,
    log: createLogger('silent'),
    version: 'test',
    webRoot: options.webRoot,
    live: options.live,
  });
  return {
    /** The server's address, also the origin its pages (and so the test's requests) come from. */
    base,
    database,
    config,
    services: server.services,
    ...appClient((path, init) => fetch(`${base}${path}`, init), base),
    close: async () => {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A listening server a test drives. */
export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
