import { spawnSync } from 'node:child_process';

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Wall time of a fresh Node process (with tsx, as `npm start` runs) that imports one module. */
function importTime(modulePath: string): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
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
export async function benchStartup(): Promise<string[]> {
  const baseline = importTime('./src/shared/categories.ts');
  const withCategorizer = importTime('./src/shared/categorizer/categorize-locally.ts');
  return [
    `startup: process importing the category list (baseline): median ${baseline.toFixed(0)} ms over ${RUNS} runs`,
    `startup: process importing the categorizer (lexicon + indexes): median ${withCategorizer.toFixed(0)} ms`,
    `startup: the categorizer adds ${(withCategorizer - baseline).toFixed(0)} ms to start-up (target < 300 ms)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchStartup()) {
    console.log(line);
  }
}
