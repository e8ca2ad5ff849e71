import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, embeddedFolder, openDatabase } from '../db/client';
import { BackupError } from './backup-error';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { processesHoldingFiles } from './open-file-holders';

/**
 * Opens the database the server is configured with (DATABASE_URL, else the embedded one in DATA_DIR), turning
 * the usual ways that fails into one-line reasons. A backup needs the embedded database to exist already; a
 * restore may create it.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  purpose: 'backup' | 'restore',
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl);
  }
  const folder = embeddedFolder(config.dataDir);
  const exists = existsSync(join(folder, 'PG_VERSION'));
  if (!exists && purpose === 'backup') {
    throw new BackupError(M.noEmbeddedDatabase(folder));
  }
  const holders = exists ? processesHoldingFiles(folder) : [];
  if (holders.length > 0) {
    throw new BackupError(M.embeddedInUse(folder, holders));
  }
  try {
    return await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    throw new BackupError(
      M.embeddedOpenFailed(folder, error instanceof Error ? error.message : String(error)),
    );
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url });
  try {
    await handle.ping();
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new BackupError(
      M.postgresUnreachable(where(url), error instanceof Error ? error.message : String(error)),
    );
  }
}

/** The server and database of a URL, without its password. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
