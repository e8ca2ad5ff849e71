import { compareServers, meanOf, type Pairs, pairedRatio, REPLAYED_LABEL, ROUNDS } from './load-pairs';

/** The server's memory settings left out: V8's and PGlite's defaults (bench/startup measures what they save). */
const UNTUNED = { LEAN_MEMORY: '0' };

/**
 * Issue 21: the memory settings must not cost a write rate. The server with the settings and the one without run
 * side by side, each write in bursts to one then the other (see compareServers for why).
 */
export async function compareMemorySettings(
  engine: string,
  env: () => Record<string, string>,
): Promise<string[]> {
  const pairs = await compareServers({ env }, { env: () => ({ ...env(), ...UNTUNED }) });
  return [...pairs].map(([label, runs]) =>
    compare(engine, label, label === REPLAYED_LABEL ? 'change' : 'request', runs),
  );
}

function compare(engine: string, label: string, unit: string, runs: Pairs): string {
  const rate = pairedRatio(runs, 'rate');
  const cpu = pairedRatio(runs, 'cpu');
  const verdict = rate.high < 1 ? 'A DROP' : 'no drop';
  return (
    `load ${engine}: ${label} with the memory settings ${Math.round(meanOf(runs.subject, 'rate'))}/s against ` +
    `${Math.round(meanOf(runs.baseline, 'rate'))}/s without (V8's and PGlite's defaults), ${ROUNDS} pairs of servers ` +
    `up at once, ${runs.subject.length} bursts each in turns = ${rate.text}: ${verdict} (target: the interval ` +
    `reaches 1.0x); the server's CPU time a ${unit} ${meanOf(runs.subject, 'cpu').toFixed(3)} ms against ` +
    `${meanOf(runs.baseline, 'cpu').toFixed(3)} ms = ${cpu.text}`
  );
}
