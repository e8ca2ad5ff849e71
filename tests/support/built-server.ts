import { spawnSync } from 'node:child_process';

/** The server as production runs it: the esbuild bundle, plain JavaScript. */
export const SERVER_ENTRY = 'dist/server/main.js';

/** Builds the server bundle when its sources changed since the last build (a no-op otherwise). */
export function ensureServerBuilt(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed', '--server-only'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`building the server failed:\n${result.stdout}${result.stderr}`);
  }
}
