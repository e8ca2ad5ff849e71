import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Read here, not in config.ts: the flags must be set before the database module is compiled. LEAN_MEMORY=0 keeps
 * V8's defaults and PostgreSQL's buffer size for the embedded database (bench/startup and bench/load compare).
 */
export const leanMemory = process.env.LEAN_MEMORY !== '0';

/**
 * The embedded database is 9 MB of WebAssembly. V8 compiles each function with its baseline compiler when first
 * called, then recompiles it optimized once it has run a while (its "tiering budget"). Opening the database and
 * checking migrations runs enough of it to optimize hundreds of functions a grocery list rarely calls again:
 * about 60 MB of machine code. With a budget 100 times V8's, start-up stays on baseline code while the functions a
 * busy list keeps calling are still optimized within seconds, so the write rate ends where V8's defaults do
 * (bench/load). Baseline code only (--liftoff-only) saved 10 MB more but left toggleItem about 10% slower for
 * good; --optimize-for-size cost 12%.
 *
 * The young generation is the other half. Start-up keeps many new objects alive at once (modules, the
 * categorizer's indexes), and V8 answers by doubling the young generation up to 32 MB, which an idle server then
 * keeps for good. It stays at its first size until start-up is over and may grow under load from then on.
 */
if (leanMemory) {
  setFlagsFromString('--wasm-tiering-budget=180000000');
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Start-up leaves garbage behind (module compilation, migrations, the categorizer's indexes), which V8 would
 * keep until some later collection. One full collection once the server is up, while nothing is waiting on it.
 */
export function collectStartupGarbage(): void {
  if (!leanMemory) {
    return;
  }
  setFlagsFromString('--expose-gc');
  // The flag exposes `gc` to contexts created from now on; a fresh one hands it over.
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
  // V8's own factor again: a busy server's young generation grows as it would have.
  setFlagsFromString('--semi-space-growth-factor=2');
}
