// The server's start, loaded by main.ts once V8's flags are set: configuration, database, HTTP, shutdown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createEmbeddedDatabase, EmbeddedCreationError } from './db/create-embedded';
import { migrateDatabase } from './db/migrate';
import { endStartUp } from './lean-heap';
import { createLogger } from './log';
import { projectRoot } from './project-root';
import { startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const log = createLogger(config.logLevel);
const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** A first start on the embedded database creates it; one line says what went wrong, not a stack trace. */
async function createOnFirstStart(dataDir: string): Promise<void> {
  try {
    if (await createEmbeddedDatabase(dataDir)) {
      log.info('created the database', { dataDir });
    }
  } catch (error) {
    if (error instanceof EmbeddedCreationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (!config.databaseUrl) {
  await createOnFirstStart(config.dataDir);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await migrateDatabase(database);
const running = await startServer({ config, database, log, version, webRoot: join(projectRoot, 'dist/web') });
log.info('listening', {
  url:
    config.publicUrl ?? `http://localhost:${running.port} (links follow the address each request came in on)`,
  port: running.port,
  database: database.kind,
  ai: config.ai.provider,
  aiModel: config.ai.provider === 'local' ? undefined : config.ai.model,
});

setTimeout(endStartUp, 1_000).unref();

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    return;
  }
  stopping = true;
  log.info('shutting down', { signal });
  // Answer the requests in flight, then close the database so no write is cut in half.
  const forced = setTimeout(() => {
    log.warn('forcing shutdown after grace period');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  await running.close();
  await database.close();
  log.info('stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal));
}
