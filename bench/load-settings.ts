import { compareServers, meanOf, type Pairs, pairedRatio, REPLAYED_LABEL, ROUNDS } from './load-pairs';

/** A server setting bench/load compares: the server with it (the default) against the server without. */
interface Setting {
  /** What the server runs with, as the figure names it ("with the memory settings"). */
  with: string;
  /** What the baseline leaves out. */
  without: string;
  /** The environment that leaves it out. */
  off: Record<string, string>;
}

/** The server's memory settings left out: V8's and PGlite's defaults (bench/startup measures what they save). */
export const MEMORY_SETTINGS: Setting = {
  with: 'with the memory settings',
  without: "without (V8's and PGlite's defaults)",
  off: { LEAN_MEMORY: '0' },
};

/** Issue 35: answers compressed as they are sent (every request asks for gzip, deflate, br as a browser does). */
export const COMPRESSION: Setting = {
  with: 'with compression',
  without: 'without (COMPRESSION=off)',
  off: { COMPRESSION: 'off' },
};

/**
 * Issues 21 and 35: a setting must not cost a write rate. The server with the setting and the one without run side
 * by side, each write in bursts to one then the other (see compareServers for why).
 */
export async function compareSetting(
  engine: string,
  env: () => Record<string, string>,
  setting: Setting,
): Promise<string[]> {
  const pairs = await compareServers({ env }, { env: () => ({ ...env(), ...setting.off }) });
  return [...pairs].map(([label, runs]) =>
    compare(engine, label, label === REPLAYED_LABEL ? 'change' : 'request', runs, setting),
  );
}

function compare(engine: string, label: string, unit: string, runs: Pairs, setting: Setting): string {
  const rate = pairedRatio(runs, 'rate');
  const cpu = pairedRatio(runs, 'cpu');
  const verdict = rate.high < 1 ? 'A DROP' : 'no drop';
  return (
    `load ${engine}: ${label} ${setting.with} ${Math.round(meanOf(runs.subject, 'rate'))}/s against ` +
    `${Math.round(meanOf(runs.baseline, 'rate'))}/s ${setting.without}, ${ROUNDS} pairs of servers ` +
    `up at once, ${runs.subject.length} bursts each in turns = ${rate.text}: ${verdict} (target: the interval ` +
    `reaches 1.0x); the server's CPU time a ${unit} ${meanOf(runs.subject, 'cpu').toFixed(3)} ms against ` +
    `${meanOf(runs.baseline, 'cpu').toFixed(3)} ms = ${cpu.text}`
  );
}
