import type { Context } from 'hono';
import type { AiService } from '../ai/ai-service';
import type { DatabaseHandle } from '../db/client';

/** `GET /api/health`: 200 with the database kind and AI provider while the database answers, else 503. */
export function healthRoute(deps: { database: DatabaseHandle; ai: AiService; version: string }) {
  return async (c: Context) => {
    const body = { database: deps.database.kind, ai: deps.ai.provider, version: deps.version };
    try {
      await deps.database.ping();
    } catch {
      return c.json({ status: 'unavailable', ...body }, 503);
    }
    return c.json({ status: 'ok', ...body });
  };
}
