import { createWriteStream } from 'node:fs';
import { lstat, readFile, rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { BackupError } from './backup-error';
import { BACKUP_MESSAGES as M } from './backup-messages';

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** A backup's text; gzip'ed files (whatever their name) are unpacked. Fails with a one-line reason. */
export async function readBackupText(path: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new BackupError(M.cannotRead(path, reasonOf(error)));
  }
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      bytes = gunzipSync(bytes);
    } catch {
      throw new BackupError(M.notGzip(path));
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BackupError(M.notABackup(path));
  }
}

/**
 * Refuses a backup target that is not a regular file or a new path: the backup is renamed into place, and a
 * rename replaces whatever the name held (a symbolic link, a device node, a named pipe) instead of writing
 * through it. Fails with a one-line reason.
 */
export async function refuseUnsafeTarget(path: string): Promise<void> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw new BackupError(M.cannotWrite(path, reasonOf(error)));
  }
  const what = stats.isFile()
    ? null
    : stats.isSymbolicLink()
      ? 'a symbolic link'
      : stats.isDirectory()
        ? 'a folder'
        : stats.isFIFO()
          ? 'a named pipe'
          : stats.isSocket()
            ? 'a socket'
            : 'a device';
  if (what !== null) {
    throw new BackupError(M.unsafeTarget(path, what));
  }
}

/**
 * Writes the lines to a file beside the target and renames it into place once complete, so FILE is never a
 * half-written backup; compressed with gzip when FILE ends in `.gz`.
 */
export async function writeBackupLines(path: string, lines: AsyncIterable<string>): Promise<void> {
  const partial = `${path}.partial-${process.pid}`;
  const text = Readable.from(withNewlines(lines));
  await refuseUnsafeTarget(path);
  try {
    const file = createWriteStream(partial, { flags: 'wx' });
    if (path.endsWith('.gz')) {
      await pipeline(text, createGzip(), file);
    } else {
      await pipeline(text, file);
    }
    // Again just before the rename: the name may have changed while the backup was being written.
    await refuseUnsafeTarget(path);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof BackupError) {
      throw error;
    }
    if (isFileError(error)) {
      throw new BackupError(M.cannotWrite(path, reasonOf(error)));
    }
    throw error;
  }
}

async function* withNewlines(lines: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const line of lines) {
    yield `${line}\n`;
  }
}

function isFileError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

/** A file system error in words: "no such file or directory", "permission denied". */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const known: Record<string, string> = {
    ENOENT: 'no such file or directory',
    EACCES: 'permission denied',
    EISDIR: 'it is a folder',
    ENOSPC: 'the disk is full',
    EROFS: 'the file system is read-only',
  };
  return (code && known[code]) ?? (error instanceof Error ? error.message : String(error));
}
