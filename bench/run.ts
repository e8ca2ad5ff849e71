// `npm run bench`: every benchmark, one printed line per figure, each beside a baseline from the same run.
import { benchAi } from './ai';
import { benchBundle } from './bundle';
import { benchCategorizer } from './categorizer';
import { benchImport } from './import';
import { benchLive } from './live';
import { benchLoad } from './load';
import { benchStartup } from './startup';
import { benchStoreOrder } from './store-order';

const benches: [string, () => Promise<string[]>][] = [
  ['categorizer', benchCategorizer],
  ['store-order', benchStoreOrder],
  ['ai', benchAi],
  ['startup', benchStartup],
  ['live', benchLive],
  ['import', benchImport],
  ['load', benchLoad],
  ['bundle', benchBundle],
];

for (const [name, bench] of benches) {
  try {
    for (const line of await bench()) {
      console.log(line);
    }
  } catch (error) {
    console.log(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
process.exit(process.exitCode ?? 0);
