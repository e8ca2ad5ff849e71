import type { DatabaseHandle, Executor } from '../db/client';
import { appliedMigrationTag } from './applied-migration';
import { writeBackupLines } from './backup-file-io';
import { BACKUP_FORMAT, endLine, headerLines, insertLine, tableLine } from './backup-format';
import { backedUpTables } from './backup-tables';
import { countRows, existingTables, readRowsAsJson } from './dump.repo';
import { type JournalEntry, readMigrationJournal } from './migration-journal';

/** Rows per insert line: small enough for a readable line, large enough to restore quickly. */
const BATCH_ROWS = 200;

/** What a backup holds, table by table. */
export interface BackupSummary {
  migration: string;
  tables: { name: string; rows: number }[];
}

export interface BackupOptions {
  appVersion: string;
  journal?: JournalEntry[];
  now?: Date;
}

/**
 * Writes every table a backup holds to `path`, read in one snapshot (a server may keep writing meanwhile on
 * PostgreSQL), as the SQL lines of backup-format.ts.
 */
export async function backupDatabase(
  handle: DatabaseHandle,
  path: string,
  options: BackupOptions,
): Promise<BackupSummary> {
  const journal = options.journal ?? readMigrationJournal();
  const summary: BackupSummary = { migration: '', tables: [] };
  await handle.db.transaction(
    async (tx) => {
      summary.migration = await appliedMigrationTag(tx, journal);
      const header = {
        formatVersion: BACKUP_FORMAT.version,
        appVersion: options.appVersion,
        migration: summary.migration,
        engine: handle.kind,
        createdAt: (options.now ?? new Date()).toISOString(),
      };
      await writeBackupLines(path, dumpLines(tx, headerLines(header), summary));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return summary;
}

async function* dumpLines(
  runner: Executor,
  header: string[],
  summary: BackupSummary,
): AsyncGenerator<string> {
  yield* header;
  const present = await existingTables(runner);
  // A database of an older version lacks the tables added since; the backup says which migration it is at.
  const tables = backedUpTables().filter((table) => present.has(table.name));
  let total = 0;
  for (const table of tables) {
    const rows = await countRows(runner, table.name);
    yield tableLine(table.name, rows);
    for (let offset = 0; offset < rows; offset += BATCH_ROWS) {
      const page = await readRowsAsJson(runner, table.name, table.primaryKey, { offset, limit: BATCH_ROWS });
      if (page.length === 0) {
        break;
      }
      yield insertLine(table.name, page);
    }
    summary.tables.push({ name: table.name, rows });
    total += rows;
  }
  yield endLine(tables.length, total);
}
