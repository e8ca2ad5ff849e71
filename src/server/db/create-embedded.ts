import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../project-root';
import { embeddedFolder } from './client';

/** A first start that could not create the embedded database; the message is one line for whoever started it. */
export class EmbeddedCreationError extends Error {}

/** The last lines of the creating process's errors worth showing (a crash can print a long trace). */
const ERROR_LINES = 6;

/**
 * The creating process's code: the bundle's own entry beside this code in dist/server, or its source run by tsx
 * when the server runs from its sources (`npm run dev`, tests).
 */
const CHILD_ARGS = import.meta.url.endsWith('.ts')
  ? ['--import', 'tsx', fileURLToPath(new URL('./create-embedded-child.ts', import.meta.url))]
  : [fileURLToPath(new URL('./create-embedded-child.js', import.meta.url))];

/**
 * On a first start, creates the embedded database in DATA_DIR and applies the migrations, in a process of its
 * own; resolves to whether it did (false when the database is there already). Creating it (initdb, run by PGlite
 * in an instance of its own) and migrating it grow WebAssembly memories to about 600 MB, kept until V8 happens to
 * collect them; PGlite keeps the compiled module for every later instance, with the code V8 optimized while initdb
 * ran; and the C heap is left fragmented. A server that closed and reopened PGlite after creating the database
 * still idled 110-340 MiB above a restart on the same folder. A process that exits returns all of it; the server
 * then opens the database as a restart does.
 *
 * The database is made in a folder beside its own and moved in place once complete, so a first start cut short
 * (killed, power lost) leaves no half-made database: the next start throws the leftover away and begins again.
 */
export async function createEmbeddedDatabase(dataDir: string): Promise<boolean> {
  const folder = embeddedFolder(dataDir);
  if (existsSync(join(folder, 'PG_VERSION'))) {
    return false;
  }
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new EmbeddedCreationError(
      `${folder} holds files but no database (it has no PG_VERSION). Move them elsewhere or empty the folder, then start again.`,
    );
  }
  const creating = `${folder}.creating`;
  try {
    rmSync(creating, { recursive: true, force: true });
    mkdirSync(creating, { recursive: true });
    await runCreatingProcess(creating);
    // One step: an empty folder of the same name (an earlier version made it ahead) is replaced.
    renameSync(creating, folder);
    syncFolder(dataDir);
    return true;
  } catch (error) {
    removeLeftover(creating);
    throw new EmbeddedCreationError(
      `Could not create the database in ${folder}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Runs create-embedded-child.ts on the folder; rejects with what it printed when it fails. */
function runCreatingProcess(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The channel tells the child when this process is gone (killed, crashed), so it stops rather than write on.
    const child = spawn(process.execPath, [...CHILD_ARGS, folder], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) {
        resolve();
        return;
      }
      const printed = errors.trim().split('\n').slice(-ERROR_LINES).join('\n');
      reject(
        new Error(
          printed || (signal ? `its process was stopped (${signal})` : `its process exited with ${code}`),
        ),
      );
    });
  });
}

/** Removes what a failed creation left; the next start removes it too, should this fail as well. */
function removeLeftover(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true });
  } catch {
    // The creation's own error is the one to report.
  }
}

/** Writes the folder's entries to disk, so the move survives a power cut. */
function syncFolder(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
