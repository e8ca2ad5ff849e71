import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '@server/db/client';
import { freePort } from '../../support/free-port';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../../support/server-process';

/**
 * The engine a project's hardening tests run on, so every run covers both: the phone on PGlite (as
 * `npm start` runs), the desktop on a PostgreSQL server of its own.
 */
export function engineOfProject(projectName: string): DatabaseKind {
  return projectName === 'desktop' ? 'postgres' : 'pglite';
}

/** A server of the test's own on either engine, which the test may stop and start again on the same data. */
export interface OwnServer {
  base: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes the server: it stays up but answers nothing, and the sockets open to it go quiet without closing, as
   * they do for a phone that loses its signal (a stopped server closes them at once instead).
   */
  freeze(): void;
  /** Lets a frozen server run on. */
  thaw(): void;
  close(): Promise<void>;
}

export async function startOwnServer(engine: DatabaseKind): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-own-server-'));
  const cluster: PostgresCluster | null = engine === 'postgres' ? await startPostgresCluster() : null;
  const port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  };
  let server: ServerProcess | null = await startServerProcess(env, { port });
  const stop = async () => {
    const running = server;
    server = null;
    if (running) {
      running.child.kill('SIGTERM');
      // A frozen server only takes the signal once it runs again.
      running.child.kill('SIGCONT');
      await running.exited;
    }
  };
  return {
    base: server.base,
    stop,
    async start() {
      server = await startServerProcess(env, { port });
    },
    freeze() {
      server?.child.kill('SIGSTOP');
    },
    thaw() {
      server?.child.kill('SIGCONT');
    },
    async close() {
      await stop();
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
