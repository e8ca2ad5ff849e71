import type { Executor } from '../db/client';
import { BackupError } from './backup-error';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { lastAppliedMigration } from './dump.repo';
import { type JournalEntry, latestMigration } from './migration-journal';

/** The tag of the database's last migration, refusing a database this version of the app does not know. */
export async function appliedMigrationTag(
  runner: Executor,
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
