import type { Context } from 'hono';
import type { z } from 'zod';
import { api, isProcedureName } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import type { Logger } from '../log';
import { AppError } from './app-error';
import type { CallContext, Procedures } from './procedure-types';

/** The callable protocol: `POST /api/<name>` with `{"data": …}` answers `{"result": …}`. */
export function rpcRoute(procedures: Procedures, log: Logger) {
  return async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!isProcedureName(name)) {
      throw new AppError('NOT_FOUND', MESSAGES.unknownProcedure(name));
    }
    const data = await readData(c);
    const input = parseInput(api[name].input, data);
    const ctx: CallContext = { requestId: c.get('requestId'), log };
    // The contract ties each name to its handler; indexing by a union of names loses that link.
    const handler = procedures[name] as unknown as (input: unknown, ctx: CallContext) => Promise<unknown>;
    const result = await handler(input, ctx);
    return c.json({ result });
  };
}

async function readData(c: Context): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') {
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.invalidJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('INVALID_ARGUMENT', 'The request body must be a JSON object like {"data": …}.');
  }
  return (body as { data?: unknown }).data;
}

function parseInput(schema: z.ZodType, data: unknown): unknown {
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) {
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const where = issue && issue.code !== 'custom' && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('INVALID_ARGUMENT', `${where}${issue?.message ?? 'The input is not valid.'}`);
}
