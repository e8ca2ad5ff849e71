import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Read here, not in config.ts: the flags must be set before any other module is compiled. LEAN_MEMORY=0 keeps
// V8's defaults (bench/startup compares the two).
const useV8Defaults = process.env.LEAN_MEMORY === '0';

/**
 * The embedded database is 9 MB of WebAssembly. By default V8 compiles all of it up front with its baseline
 * compiler and again, optimized, as it runs: about 45 MB of machine code, most of it for functions a grocery
 * list never calls. Here each function is compiled by the baseline compiler when first called: about 60 MB less
 * resident memory, for a toggle rate a few percent lower (bench/startup, bench/load). Compiling lazily with the
 * optimizing compiler instead kept the rate but doubled the start-up time; V8's --optimize-for-size cost 12%
 * of it. Imported first by main.ts, before the database module is compiled.
 */
if (!useV8Defaults) {
  setFlagsFromString('--wasm-lazy-compilation');
  setFlagsFromString('--liftoff-only');
}

/**
 * Start-up leaves garbage behind (module compilation, migrations, the categorizer's indexes), which V8 would
 * keep until some later collection. One full collection once the server is up, while nothing is waiting on it.
 */
export function collectStartupGarbage(): void {
  if (useV8Defaults) {
    return;
  }
  setFlagsFromString('--expose-gc');
  // The flag exposes `gc` to contexts created from now on; a fresh one hands it over.
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
