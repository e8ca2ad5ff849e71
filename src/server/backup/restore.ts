import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { schemaTables } from '../db/schema-tables';
import { appliedMigrationTag } from './applied-migration';
import { BackupError } from './backup-error';
import { readBackupText } from './backup-file-io';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { type ParsedBackup, parseBackup } from './backup-parser';
import { backedUpTables } from './backup-tables';
import { existingTables } from './dump.repo';
import { type JournalEntry, latestMigration, readMigrationJournal } from './migration-journal';
import { emptyTables, holdsHouseholdData, insertRows, resetSequence, targetColumns } from './restore.repo';

/** What a restore put back, table by table. */
export interface RestoreSummary {
  tables: { name: string; rows: number }[];
}

/**
 * Reads and checks a backup file completely before any database is opened: its format, every line, and that
 * its migration is one this version knows (a backup of a newer version could hold what this one would drop).
 */
export async function readBackup(
  path: string,
  journal: JournalEntry[] = readMigrationJournal(),
): Promise<ParsedBackup> {
  const text = await readBackupText(path);
  const known = new Set(backedUpTables().map((table) => table.name));
  const backup = parseBackup(text, path, known);
  const { migration } = backup.header;
  if (!journal.some((entry) => entry.tag === migration)) {
    const latest = latestMigration(journal);
    throw new BackupError(
      migration > latest.tag
        ? M.newerMigration(migration, latest.tag)
        : M.unknownMigration(migration, latest.tag),
    );
  }
  return backup;
}

/**
 * Brings the database to this version's schema, then replaces its contents with the backup's in one
 * transaction: all of it or nothing. Refuses a database that holds accounts or lists unless `force`.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  backup: ParsedBackup,
  options: { force: boolean; journal?: JournalEntry[] },
): Promise<RestoreSummary> {
  const journal = options.journal ?? readMigrationJournal();
  await migrateDatabase(handle);
  // A database a newer version migrated has a schema this one cannot promise to fill correctly.
  await appliedMigrationTag(handle.db, journal);
  if (!options.force && (await holdsHouseholdData(handle.db))) {
    throw new BackupError(M.notEmpty);
  }
  const rowsByTable = new Map(backup.tables.map((table) => [table.name, table]));
  const summary: RestoreSummary = { tables: [] };
  await handle.db.transaction(async (tx) => {
    const columns = await targetColumns(tx);
    const present = await existingTables(tx);
    // Sessions and other transient rows go too: they belong to the accounts being replaced.
    await emptyTables(
      tx,
      schemaTables()
        .map((table) => table.name)
        .filter((name) => present.has(name)),
    );
    for (const table of backedUpTables()) {
      const saved = rowsByTable.get(table.name);
      if (!saved) {
        continue;
      }
      const target = (columns.get(table.name) ?? []).filter((column) => !column.computed);
      for (const batch of saved.batches) {
        // Fields the schema no longer has are left out; columns the backup predates take their defaults.
        const fields = new Set(batch.fields);
        const shared = target.filter((column) => fields.has(column.name)).map((column) => column.name);
        if (shared.length === 0) {
          throw new BackupError(M.rowsDoNotFit(table.name));
        }
        await insertRows(tx, table.name, shared, batch.json).catch((error: unknown) => {
          throw new BackupError(M.rowsRejected(table.name, databaseReason(error)));
        });
      }
      for (const column of target.filter((candidate) => candidate.sequenced)) {
        await resetSequence(tx, table.name, column.name);
      }
      summary.tables.push({ name: table.name, rows: saved.rows });
    }
  });
  return summary;
}

/** The database's own words for a failed statement (drizzle's error repeats the query and every row). */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split('\n')[0] ?? '';
}
