import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';

/**
 * The other processes that have a file under `folder` open, found through Linux's /proc (only processes this
 * user may inspect; none where there is no /proc). PGlite takes no lock on its folder, and two processes
 * writing it at once would corrupt it, so this is how a backup notices the server is still running.
 */
export function processesHoldingFiles(folder: string): number[] {
  let prefix: string;
  let pids: string[];
  try {
    prefix = realpathSync(folder) + sep;
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return [];
  }
  return pids.filter((pid) => holdsFileUnder(pid, prefix)).map(Number);
}

function holdsFileUnder(pid: string, prefix: string): boolean {
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return descriptors.some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix);
    } catch {
      return false;
    }
  });
}
