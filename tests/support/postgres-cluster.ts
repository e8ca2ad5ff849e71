import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A throwaway PostgreSQL server on a loopback port, for the integration tests. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** Finds the folder of PostgreSQL's server programs (Debian keeps them per major version). */
export function findPostgresBin(): string | null {
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => existsSync(join(debianRoot, name, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) {
      return join(debianRoot, versions[0], 'bin');
    }
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? onPath.replace(/\/initdb$/, '') : null;
}

/** Starts a new cluster in a temp folder; PostgreSQL refuses root, so as root it runs as the postgres user. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server programs not found: install the Debian package "postgresql" (npm test does this as root).',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'aislewise-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
