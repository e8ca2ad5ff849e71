import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../project-root';

/** One migration of drizzle/meta/_journal.json: its tag, and the `when` drizzle stores as `created_at`. */
export interface JournalEntry {
  tag: string;
  when: number;
}

// The same folder src/server/db/migrate.ts applies migrations from.
const defaultJournal = join(projectRoot, 'drizzle/meta/_journal.json');

/** The migrations this version of the app knows, oldest first. */
export function readMigrationJournal(path: string = defaultJournal): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/** The app's newest migration. */
export function latestMigration(journal: readonly JournalEntry[]): JournalEntry {
  const last = journal.at(-1);
  if (!last) {
    throw new Error('The migration journal is empty');
  }
  return last;
}
