import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../project-root';
import type { DatabaseHandle } from './client';
import { splitSavedQuantities } from './quantity-backfill';
import type * as schema from './schema';

const migrationsFolder = join(projectRoot, 'drizzle');

/**
 * Applies the pending drizzle-kit migrations and their data steps; instances starting together take turns.
 * Tests pass a copy of drizzle/ with its journal cut, to make a database as an earlier release left it.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  // drizzle's migrators for node-postgres and PGlite are one implementation over PgDatabase; only the types differ.
  const db = handle.db as NodePgDatabase<typeof schema>;
  await handle.exclusively(async () => {
    await migrate(db, { migrationsFolder: folder });
    await splitSavedQuantities(handle.db);
  });
}
