import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the pending drizzle-kit migrations; instances starting together take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // drizzle's migrators for node-postgres and PGlite are one implementation over PgDatabase; only the types differ.
  const db = handle.db as unknown as NodePgDatabase;
  await handle.exclusively(() => migrate(db, { migrationsFolder }));
}
