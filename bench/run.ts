// `npm run bench`: every benchmark, one printed line per figure, each beside a baseline from the same run.
import { benchAi } from './ai';
import { benchBundle } from './bundle';
import { benchCaldav } from './caldav';
import { benchCategorizer } from './categorizer';
import { benchCompletion } from './completion';
import { benchFirstLoad } from './first-load';
import { benchImport } from './import';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { benchLoad, benchLoadCompression } from './load';
import { benchLoadBuilds } from './load-builds';
import { benchHousehold } from './load-household';
import { benchRecipePage } from './recipe-page';
import { benchStartup } from './startup';
import { benchStoreOrder } from './store-order';

const benches: [string, () => Promise<string[]>][] = [
  ['categorizer', benchCategorizer],
  ['completion', benchCompletion],
  ['store-order', benchStoreOrder],
  ['ai', benchAi],
  ['startup', benchStartup],
  ['live', benchLive],
  ['caldav', benchCaldav],
  ['import', benchImport],
  ['recipe-page', benchRecipePage],
  ['load', benchLoad],
  ['load-compression', benchLoadCompression],
  ['household', benchHousehold],
  ['load-builds', benchLoadBuilds],
  ['bundle', benchBundle],
  ['first-load', benchFirstLoad],
  ['lighthouse', benchLighthouse],
];

// `npm run bench -- load-builds startup` runs only the benchmarks named. `household` and `load-compression` are
// part of `load` too, so a run of them all measures them once.
const named = process.argv.slice(2);
const partOfAnother = ['household', 'load-compression'];
const chosen = benches.filter(([wanted]) =>
  named.length === 0 ? !partOfAnother.includes(wanted) : named.includes(wanted),
);

for (const [name, bench] of chosen) {
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
