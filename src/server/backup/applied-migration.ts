import { BackupError } from './backup-error';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { lastAppliedMigration, type SqlRunner } from './dump.repo';
import { type JournalEntry, latestMigration } from './migration-journal';

/** The tag of the database's last migration, refusing a database this version of the app does not know. */
export async function appliedMigrationTag(
  runner: SqlRunner,
  journal: readonly JournalEntry[],
): Promise<string> {
  const applied = await lastAppliedMigration(runner);
  if (applied === null) {
    throw new BackupError(M.databaseNotSetUp);
  }
  const entry = journal.find((candidate) => candidate.when === applied);
  if (entry) {
    return entry.tag;
  }
  const latest = latestMigration(journal);
  const made = `the migration of ${new Date(applied).toISOString()}`;
  throw new BackupError(
    applied > latest.when ? M.databaseNewer(made, latest.tag) : M.unknownMigration(made, latest.tag),
  );
}
