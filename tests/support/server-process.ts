import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, SERVER_ENTRY } from './built-server';
import { freePort } from './free-port';
import { waitForHealth } from './wait-for-health';

// Tests and benchmarks run from the project root (Vitest, Playwright and `npm run bench` all do).
const ROOT = process.cwd();

/**
 * The real server in its own process (the built bundle, as `npm start` runs it), its output in a file. With a
 * root, the bundle already built in that other checkout runs instead (bench/load-builds' base revision).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; root?: string } = {},
) {
  if (!options.root) {
    ensureServerBuilt();
  }
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'aislewise-crash-log-'));
  const logFile = join(dir, 'server.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: options.root ?? ROOT,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(logFile, 'utf8');
  await waitForHealth(base, {
    child,
    timeoutMs: 120_000,
    intervalMs: 100,
    untilOk: true,
    output: () => log().slice(-800),
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { base, child, exited, log };
}

/** A running server process. */
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
