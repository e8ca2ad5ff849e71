// The process a server's first start runs (create-embedded.ts): creates the embedded database in the folder it
// is given, applies the migrations, closes it and exits, taking the memory that work grew with it.
import { migrateDatabase } from './migrate';
import { openPglite } from './pglite-client';

const folder = process.argv[2];
// The server that started this process is gone: the next start begins again, so stop writing now. (The channel
// would otherwise keep this process alive once its work is done.)
process.once('disconnect', () => process.exit(1));
process.channel?.unref();
try {
  if (!folder) {
    throw new Error('no folder given');
  }
  const database = await openPglite({ dataDir: folder });
  await migrateDatabase(database);
  await database.close();
} catch (error) {
  // One line for the server to pass on; a stack trace would say nothing to whoever started it.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
