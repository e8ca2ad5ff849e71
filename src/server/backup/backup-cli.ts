import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { projectRoot } from '../project-root';
import { backupDatabase } from './backup';
import { BackupError } from './backup-error';
import { refuseUnsafeTarget } from './backup-file-io';
import { BACKUP_MESSAGES as M } from './backup-messages';
import type { JournalEntry } from './migration-journal';
import { readBackup, restoreBackup } from './restore';
import { openConfiguredDatabase } from './target-database';

/** Where the CLI reads its settings and writes its report; the defaults are the process's own. */
export interface CliOptions {
  env?: Record<string, string | undefined>;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Defaults to package.json's version. */
  appVersion?: string;
  /** Defaults to the project's drizzle/meta/_journal.json. */
  journal?: JournalEntry[];
}

type Command = { action: 'backup' | 'restore'; file: string; force: boolean };

/**
 * `backup FILE` and `restore FILE [--force]` on the database the server is configured with (same environment:
 * DATABASE_URL, else DATA_DIR). Answers the exit code: 0 done, 1 refused or failed (one line on stderr, never a
 * stack trace), 2 wrong usage.
 */
export async function main(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const command = parseArguments(argv, env);
  if (!command) {
    err(M.usage);
    return 2;
  }
  const action = command.action === 'backup' ? 'Backup' : 'Restore';
  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig(env);
    if (command.action === 'backup') {
      // Before the database is opened: a target the backup would replace is refused at once.
      await refuseUnsafeTarget(command.file);
      database = await openConfiguredDatabase(config, 'backup');
      const summary = await backupDatabase(database, command.file, {
        appVersion: options.appVersion ?? packageVersion(),
        journal: options.journal,
      });
      out(`Backed up the ${database.kind} database (migration ${summary.migration}) to ${command.file}:`);
      printTables(out, summary.tables);
    } else {
      // The whole file is checked before the database is opened, let alone changed.
      const backup = await readBackup(command.file, options.journal);
      database = await openConfiguredDatabase(config, 'restore');
      const summary = await restoreBackup(database, backup, {
        force: command.force,
        journal: options.journal,
      });
      const { engine, createdAt, migration } = backup.header;
      out(
        `Restored ${command.file} (made ${createdAt} on ${engine}, migration ${migration}) into the ${database.kind} database:`,
      );
      printTables(out, summary.tables);
    }
    return 0;
  } catch (error) {
    err(describe(error, action));
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

function parseArguments(argv: readonly string[], env: Record<string, string | undefined>): Command | null {
  const [action, file, ...flags] = argv;
  if ((action !== 'backup' && action !== 'restore') || !file || file.startsWith('-')) {
    return null;
  }
  const force = flags.includes('--force');
  if (flags.some((flag) => flag !== '--force') || (force && action === 'backup')) {
    return null;
  }
  // npm runs scripts in the package folder; INIT_CWD is where the operator typed the command.
  return { action, file: resolve(env.INIT_CWD ?? process.cwd(), file), force };
}

function printTables(out: (line: string) => void, tables: readonly { name: string; rows: number }[]): void {
  const width = Math.max(...tables.map((table) => table.name.length), 5);
  for (const table of tables) {
    out(`  ${table.name.padEnd(width)}  ${String(table.rows).padStart(7)}`);
  }
  const total = tables.reduce((sum, table) => sum + table.rows, 0);
  out(`  ${'total'.padEnd(width)}  ${String(total).padStart(7)}`);
}

/** One line for the operator: our own reasons as they are, anything else prefixed, never a stack trace. */
function describe(error: unknown, action: 'Backup' | 'Restore'): string {
  if (error instanceof BackupError || error instanceof ConfigError) {
    return error.message;
  }
  // drizzle wraps a database error in one whose message is the whole query with its parameters (every row).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
  return M.failed(action, reason.split('\n')[0] ?? reason);
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

// Runs only as the process's own entry script: a bundle that imports main() (the server's, say) must not start it.
const entry = process.argv[1];
if (
  entry &&
  /backup-cli\.[cm]?[jt]s$/.test(entry) &&
  import.meta.url === pathToFileURL(resolve(entry)).href
) {
  process.exitCode = await main(process.argv.slice(2));
}
