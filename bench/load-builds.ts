import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Burst, compareServers, meanOf, type Pairs, pairedRatio, ROUNDS } from './load-pairs';
import { onPostgres } from './on-postgres';

/** Issue 32's refactor starts from this revision; another can be named to compare against. */
const BASE_REV = process.env.BENCH_BASE_REV ?? 'a754aa3';

// `npm run bench` runs from the project root.
const ROOT = process.cwd();

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout.trim();
}

/**
 * The server of another revision, built in a detached worktree under the temporary folder. It shares this
 * project's node_modules (the lockfile is the same) and, when built, its dist/web, so both servers serve alike;
 * only the server's bundle is built there.
 */
async function withBaseBuild<T>(rev: string, use: (root: string, commit: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-builds-'));
  const root = join(folder, 'tree');
  try {
    run('git', ['worktree', 'add', '--detach', root, rev], ROOT);
    symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'), 'dir');
    if (existsSync(join(ROOT, 'dist/web'))) {
      mkdirSync(join(root, 'dist'), { recursive: true });
      symlinkSync(join(ROOT, 'dist/web'), join(root, 'dist/web'), 'dir');
    }
    run(process.execPath, ['scripts/build.mjs', '--server-only'], root);
    return await use(root, run('git', ['rev-parse', '--short', 'HEAD'], root));
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT });
    rmSync(folder, { recursive: true, force: true });
    // A worktree that failed half-way is forgotten too.
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT });
  }
}

/** "within noise" when the ratio's interval reaches 1.0x; for CPU time, a ratio below 1 is the faster. */
function verdict(ratio: { low: number; high: number }, key: keyof Burst): string {
  if (ratio.low <= 1 && ratio.high >= 1) {
    return 'within noise';
  }
  const below = ratio.high < 1;
  if (key === 'rate') {
    return below ? 'slower' : 'faster';
  }
  return below ? 'faster' : 'slower';
}

function compare(engine: string, label: string, runs: Pairs): string[] {
  const line = (key: keyof Burst, figure: string, format: (value: number) => string) => {
    const ratio = pairedRatio(runs, key);
    return (
      `load-builds ${engine}: ${label}, ${figure}: base ${format(meanOf(runs.baseline, key))}, ` +
      `new ${format(meanOf(runs.subject, key))} = ${ratio.text}: ${verdict(ratio, key)}`
    );
  };
  return [
    line('rate', 'changes a second', (value) => `${Math.round(value)}/s`),
    line('cpu', "the server's CPU time a change", (value) => `${value.toFixed(3)} ms`),
  ];
}

async function compareOn(engine: string, env: () => Record<string, string>, baseRoot: string) {
  const pairs = await compareServers({ env }, { env, root: baseRoot });
  return [...pairs].flatMap(([label, runs]) => compare(engine, label, runs));
}

/**
 * `bench/load-builds`: issue 32 changes no behaviour, so its server must write as fast as the one before it. This
 * tree's server and the base revision's run side by side, the bursts of bench/load's memory-settings comparison
 * going to one then the other, on PGlite and then on PostgreSQL when its server programs are installed.
 */
export async function benchLoadBuilds(): Promise<string[]> {
  return withBaseBuild(BASE_REV, async (baseRoot, baseCommit) => {
    const head = run('git', ['rev-parse', '--short', 'HEAD'], ROOT);
    const lines = [
      `load-builds: base = ${BASE_REV} (${baseCommit}), new = this tree (HEAD ${head}); ${ROUNDS} pairs of ` +
        'servers up at once, bursts in turns; ratio = new / base with its 95% interval',
    ];
    const dataDirs: string[] = [];
    // Each PGlite server on a folder of its own.
    const pgliteEnv = () => {
      dataDirs.push(mkdtempSync(join(tmpdir(), 'bench-load-builds-data-')));
      return { DATA_DIR: dataDirs.at(-1) ?? '' };
    };
    try {
      lines.push(...(await compareOn('pglite', pgliteEnv, baseRoot)));
    } finally {
      for (const dataDir of dataDirs) {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const onPg = await onPostgres('load-builds', ({ url, dataDir }) =>
      compareOn('postgres', () => ({ DATABASE_URL: url, DATA_DIR: dataDir }), baseRoot),
    );
    return [...lines, ...onPg];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLoadBuilds()) {
    console.log(line);
  }
  process.exit(0);
}
