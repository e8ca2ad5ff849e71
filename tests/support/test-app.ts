import { categoryMemoryRepo } from '../../src/server/ai/category-memory.repo';
import { createLocalAiService } from '../../src/server/ai/local-ai-service';
import { createApp } from '../../src/server/app';
import type { DatabaseKind } from '../../src/server/db/client';
import { createLogger } from '../../src/server/log';
import { openTestDatabase } from './test-database';

/** An answer of the callable protocol as a test sees it. */
export interface CallAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string } } | null;
}

/** The whole HTTP app on a fresh database, driven through real Requests (no network needed). */
export async function createTestApp(kind: DatabaseKind) {
  const database = await openTestDatabase(kind);
  const logLines: string[] = [];
  const log = createLogger('debug', (line) => logLines.push(line));
  const app = createApp({
    database,
    ai: createLocalAiService({ memory: categoryMemoryRepo(database.db) }),
    log,
    version: 'test',
  });

  const request = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);
  const callRaw = async (name: string, body: string): Promise<CallAnswer> => {
    const response = await request(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  return {
    database,
    logLines,
    request,
    callRaw,
    call: (name: string, data: unknown) => callRaw(name, JSON.stringify({ data })),
    close: () => database.close(),
  };
}
