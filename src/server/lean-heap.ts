import { setFlagsFromString } from 'node:v8';

/**
 * Read here, not in config.ts: the flags must be set before the database module is compiled. LEAN_MEMORY=0 keeps
 * V8's defaults and PostgreSQL's buffer size for the embedded database (bench/startup and bench/load compare).
 */
export const leanMemory = process.env.LEAN_MEMORY !== '0';

/**
 * The embedded database is 9 MB of WebAssembly. V8 compiles each function with its baseline compiler when first
 * called, then recompiles it optimized once it has run a while (its "tiering budget"). Opening the database and
 * checking migrations runs enough of it to optimize hundreds of functions a grocery list rarely calls again:
 * about 70 MB. With a budget 10 times V8's, most of start-up stays on baseline code while the functions a busy list
 * keeps calling are still optimized within seconds, so the write rate ends where V8's defaults do (bench/load
 * compares, each write in turns on a server with and without these settings). A budget 100 times V8's saved
 * 24 MiB more but left replaying an outbox's queue 3% slower (95% interval 1-5%): functions a replay calls now
 * and then stayed on baseline code. Baseline code only (--liftoff-only) left toggleItem about 10% slower for good;
 * --optimize-for-size cost 12%.
 *
 * The young generation is the other half. Start-up keeps many new objects alive at once (modules, the
 * categorizer's indexes), and V8 answers by doubling the young generation up to 32 MB, which an idle server then
 * keeps for good. It stays at its first size until start-up is over and may grow under load from then on.
 */
if (leanMemory) {
  setFlagsFromString('--wasm-tiering-budget=18000000');
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Start-up is over: V8's own growth factor again, so a busy server's young generation grows as it would have. (A
 * full collection here as well saved 0-2 MiB of an idle server and cost PostgreSQL's writes about 4% of the
 * server's CPU time a request in bench/load, so there is none.)
 */
export function endStartUp(): void {
  if (leanMemory) {
    setFlagsFromString('--semi-space-growth-factor=2');
  }
}
