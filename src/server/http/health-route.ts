import { statfs } from 'node:fs/promises';
import type { Context } from 'hono';
import type { AiService } from '../ai';
import type { DatabaseHandle } from '../db/client';
import { refusedWrite } from './write-probe.repo';

/** Below this much free space on DATA_DIR's disk, the embedded database (and the mail outbox) may fail to write. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * `GET /api/health`: 503 `unavailable` when the database does not answer; 200 `degraded` with a `reason` when
 * it answers but writes fail or may fail (the database takes no writes, or DATA_DIR's disk is nearly full);
 * else 200 `ok`. Degraded is still 200: reads keep working, so a load balancer keeps the instance and the
 * container stays up, and a restart would not free the disk; monitoring reads `status`.
 */
export function healthRoute(deps: {
  database: DatabaseHandle;
  ai: AiService;
  version: string;
  dataDir: string;
  /** The free space below which writes are reported as at risk; MIN_FREE_BYTES unless a test sets it. */
  minFreeBytes?: number;
}) {
  const minFree = deps.minFreeBytes ?? MIN_FREE_BYTES;
  return async (c: Context) => {
    const body = { database: deps.database.kind, ai: deps.ai.provider, version: deps.version };
    try {
      await deps.database.ping();
    } catch {
      return c.json({ status: 'unavailable', ...body }, 503);
    }
    const reason = (await refusedWrite(deps.database.db)) ?? (await lowDiskSpace(deps.dataDir, minFree));
    return reason === null
      ? c.json({ status: 'ok', ...body })
      : c.json({ status: 'degraded', reason, ...body });
  };
}

/** Why DATA_DIR's disk is too full to write on safely, or null (also when its size cannot be read). */
async function lowDiskSpace(dataDir: string, minFree: number): Promise<string | null> {
  const disk = await statfs(dataDir).catch(() => null);
  if (disk === null) {
    return null;
  }
  const free = disk.bavail * disk.bsize;
  return free < minFree
    ? `The disk of DATA_DIR has ${Math.floor(free / MB)} MB free, below ${Math.ceil(minFree / MB)} MB: writes may fail.`
    : null;
}
