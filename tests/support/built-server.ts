import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The server as production runs it: the esbuild bundle, plain JavaScript. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Node's own flags for the server, read from package.json's start script (`node <flags> scripts/start.mjs`); the
 * Dockerfile's CMD gives the same ones (container-files.test checks). Run from the project root, as every test
 * and bench is.
 */
export const SERVER_NODE_FLAGS: string[] = (() => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('scripts/start.mjs'));
})();

/** Builds the server bundle when its sources changed since the last build (a no-op otherwise). */
export function ensureServerBuilt(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed', '--server-only'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`building the server failed:\n${result.stdout}${result.stderr}`);
  }
}
