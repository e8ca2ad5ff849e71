import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../tests/support/postgres-cluster';

/**
 * Runs a bench's PostgreSQL part on a fresh cluster of its own, with a DATA_DIR for the server's files, and removes
 * both after. Where PostgreSQL's server programs are missing, one line says the part was skipped and why.
 */
export async function onPostgres(
  bench: string,
  run: (database: { url: string; dataDir: string }) => Promise<string[]>,
): Promise<string[]> {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    return [`${bench} postgres: skipped (${error instanceof Error ? error.message : String(error)})`];
  }
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${bench}-pg-`));
  try {
    return await run({ url: cluster.url, dataDir });
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
