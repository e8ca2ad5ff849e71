// bench/import: how long /api/health takes to answer while one account imports a large data file (issue 31,
// 2.9), beside the same health checks with the server idle, on the built server with the embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { largeDataFile } from '../tests/support/large-data-file';
import { startServerProcess } from '../tests/support/server-process';

const PAUSE_MS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Health checks one after another (PAUSE_MS apart) until `until` settles: each one's time in milliseconds. */
async function healthTimes(base: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  const times: number[] = [];
  while (!settled) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return times;
}

const describe = (times: number[]) =>
  `median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
  `max ${Math.max(...times).toFixed(0)} ms over ${times.length} checks`;

export async function benchImport(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-bench-import-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, FREE_LIST_LIMIT: '100' });
  try {
    const origin = { origin: server.base, 'content-type': 'application/json' };
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({
        email: 'bench@example.com',
        password: 'correct-horse-battery-9',
        name: 'Bench',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const file = largeDataFile({ lists: 2, itemsPerList: 5_000 });
    const body = JSON.stringify({ data: { file } });
    const idle = await healthTimes(server.base, new Promise((resolve) => setTimeout(resolve, 2_000)));
    const started = performance.now();
    const importing = fetch(`${server.base}/api/importMyData`, {
      method: 'POST',
      headers: { ...origin, cookie },
      body,
    }).then(async (response) => {
      if (response.status !== 200) {
        throw new Error(`the import answered ${response.status}: ${await response.text()}`);
      }
      return performance.now() - started;
    });
    const during = await healthTimes(server.base, importing);
    const took = await importing;
    const size = `${(body.length / 1024 / 1024).toFixed(1)} MB, 10,000 items and 2,500 meals`;
    return [
      `import: /api/health while the server is idle (baseline): ${describe(idle)}`,
      `import: /api/health while one account imports a data file (${size}, ${took.toFixed(0)} ms): ${describe(during)}`,
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
