import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../tests/support/built-server';
import { freePort } from '../tests/support/free-port';
import { waitForHealth } from '../tests/support/wait-for-health';
import { median } from './median';
import { onPostgres } from './on-postgres';

const IMPORT_RUNS = 7;
const SERVER_RUNS = 3;
/** Issue 21: resident memory is read this long after the process started, the server idle. */
const IDLE_AFTER_MS = 10_000;
const MIB = 1024 * 1024;

/** Wall time of a fresh Node process (with tsx) that imports one module. */
function importTime(modulePath: string): number {
  const times: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', `await import(${JSON.stringify(modulePath)})`],
      {
        stdio: 'ignore',
      },
    );
    if (result.status !== 0) {
      throw new Error(`importing ${modulePath} failed`);
    }
    times.push(performance.now() - started);
  }
  return median(times);
}

/** What the built-in categorizer adds to server start-up, against importing the category list alone. */
function categorizerLines(): string[] {
  const baseline = importTime('./src/shared/categories.ts');
  const withCategorizer = importTime('./src/shared/categorizer/categorize-locally.ts');
  return [
    `startup: process importing the category list (baseline): median ${baseline.toFixed(0)} ms over ${IMPORT_RUNS} runs`,
    `startup: process importing the categorizer (lexicon + indexes): median ${withCategorizer.toFixed(0)} ms`,
    `startup: the categorizer adds ${(withCategorizer - baseline).toFixed(0)} ms to start-up (target < 300 ms)`,
  ];
}

function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) * 1024;
}

interface Start {
  /** From spawning `node` to /api/health answering 200. */
  coldMs: number;
  /** Resident memory IDLE_AFTER_MS after the spawn. */
  residentBytes: number;
}

/** Node's defaults and the server's own, for the runs that leave out its memory settings. */
const UNTUNED = { LEAN_MEMORY: '0' };

/** Starts `node <script>` once, as production does, and measures it. */
async function measureStart(script: string, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, {
      child,
      timeoutMs: 60_000,
      intervalMs: 10,
      untilOk: true,
      output: () => `${script}: ${errors.slice(-400)}`,
    });
    const coldMs = performance.now() - started;
    // Idle: nothing more is asked of the server until the reading.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, IDLE_AFTER_MS - (performance.now() - started))),
    );
    return { coldMs, residentBytes: residentBytes(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(label: string, script: string, env: () => Record<string, string>) {
  const runs: Start[] = [];
  for (let run = 0; run < SERVER_RUNS; run += 1) {
    runs.push(await measureStart(script, env()));
  }
  return {
    label,
    coldMs: median(runs.map((run) => run.coldMs)),
    residentMiB: median(runs.map((run) => run.residentBytes)) / MIB,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function line(
  figure: Measured,
  target?: { coldMs?: number; residentMiB: number },
  against?: Measured,
): string {
  const goals = [target?.coldMs && `<= ${target.coldMs} ms`, target && `<= ${target.residentMiB} MiB`].filter(
    Boolean,
  );
  const goal = goals.length > 0 ? ` (target${goals.length > 1 ? 's' : ''} ${goals.join(', ')})` : '';
  const ratio = against
    ? `; ${(figure.residentMiB / against.residentMiB).toFixed(2)}x the memory and ` +
      `${(figure.coldMs / against.coldMs).toFixed(2)}x the start time of ${against.label}`
    : '';
  return (
    `startup: ${figure.label}: cold start ${figure.coldMs.toFixed(0)} ms, resident ${figure.residentMiB.toFixed(0)} MiB ` +
    `${IDLE_AFTER_MS / 1000} s after start, idle, median of ${SERVER_RUNS}${goal}${ratio}`
  );
}

/**
 * Issue 21's figures: the built server (as `npm start` and the image run it) from `node` to /api/health, and its
 * resident memory once idle, on each engine, beside bare Node and a plain Hono server started the same way, and
 * beside the server without its memory settings (V8's and PGlite's defaults: LEAN_MEMORY=0).
 */
async function serverLines(): Promise<string[]> {
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (built.status !== 0) {
    throw new Error('the build failed');
  }
  const bare = await measure('bare Node', 'bench/servers/node-health.mjs', () => ({}));
  const hono = await measure('plain Hono server', 'bench/servers/hono-health.mjs', () => ({}));
  const lines = [line(bare), line(hono, undefined, bare)];
  const dataDirs: string[] = [];
  const freshFolder = () => {
    dataDirs.push(mkdtempSync(join(tmpdir(), 'bench-startup-')));
    return { DATA_DIR: dataDirs.at(-1) ?? '' };
  };
  try {
    // Issue 35: the first start creates the database (initdb, every migration), each on a new folder; every later
    // start opens it. Both stay within the same memory.
    const first = await measure(
      'Aislewise on PGlite, first start on an empty folder (creates the database)',
      SERVER_ENTRY,
      freshFolder,
    );
    const dataDir = dataDirs[0] ?? '';
    const pglite = await measure('Aislewise on PGlite, restarted', SERVER_ENTRY, () => ({
      DATA_DIR: dataDir,
    }));
    const untuned = await measure(
      'Aislewise on PGlite without its memory settings (LEAN_MEMORY=0)',
      SERVER_ENTRY,
      () => ({ DATA_DIR: dataDir, ...UNTUNED }),
    );
    lines.push(
      line(first, { residentMiB: 200 }, hono),
      line(pglite, { coldMs: 2000, residentMiB: 200 }, hono),
      line(untuned, undefined, pglite),
    );
  } finally {
    for (const dataDir of dataDirs) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const onPg = await onPostgres('startup', async ({ url, dataDir: pgData }) => {
    // Migrated by a first start, as an upgraded server's database is.
    await measureStart(SERVER_ENTRY, { DATABASE_URL: url, DATA_DIR: pgData });
    const postgres = await measure('Aislewise on PostgreSQL', SERVER_ENTRY, () => ({
      DATABASE_URL: url,
      DATA_DIR: pgData,
    }));
    const untuned = await measure(
      'Aislewise on PostgreSQL without its memory settings (LEAN_MEMORY=0)',
      SERVER_ENTRY,
      () => ({ DATABASE_URL: url, DATA_DIR: pgData, ...UNTUNED }),
    );
    return [line(postgres, { coldMs: 2000, residentMiB: 120 }, hono), line(untuned, undefined, postgres)];
  });
  return [...lines, ...onPg];
}

/** `bench/startup`: the server's start and idle memory, then what the built-in categorizer adds to start-up. */
export async function benchStartup(): Promise<string[]> {
  return [...(await serverLines()), ...categorizerLines()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const text of await benchStartup()) {
    console.log(text);
  }
}
