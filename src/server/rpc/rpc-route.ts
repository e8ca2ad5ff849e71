import { APP_PASSWORD_PROCEDURES, api, isProcedureName, type ProcedureSpec } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { wellFormed } from '@shared/well-formed';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppliedChangesRepo } from '../change-ids/applied-changes.repo';
import { replayableCreation } from '../change-ids/replayable-creation';
import type { AppEnv } from '../http/app-env';
import { jsonWithLength } from '../http/compression';
import type { OriginSettings } from '../http/link-origin';
import { requestHeader } from '../http/request-header';
import type { Logger } from '../log';
import { type AccountReader, guardAccess } from './access-guard';
import { AppError } from './app-error';
import { callContext } from './call-context';
import type { CallContext, Procedures } from './procedure-types';

/** The callable protocol: `POST /api/<name>` with `{"data": …}` answers `{"result": …}`. */
export function rpcRoute(
  procedures: Procedures,
  deps: {
    log: Logger;
    /** Who is signed in, from the request's session cookie (auth's session resolver). */
    sessions: {
      userIdOfCookie(cookieHeader: string | undefined, headers: () => Headers): Promise<string | null>;
    };
    profiles: AccountReader;
    /** A script's sign-in with an app password (`Authorization: Bearer …`): the account's id, or a refusal. */
    appPasswordSignIn(credentials: { kind: 'bearer'; password: string }, address: string): Promise<string>;
    appliedChanges: AppliedChangesRepo;
    config: OriginSettings;
  },
) {
  const createOnce = replayableCreation(deps.appliedChanges);
  return async (c: Context<AppEnv>) => {
    const name = c.req.param('name') ?? '';
    if (!isProcedureName(name)) {
      throw new AppError('NOT_FOUND', MESSAGES.unknownProcedure(name));
    }
    const userId = await callerOf(c, name, deps);
    // Access first: a guest learns only that they must sign in, never what input would have passed.
    await guardAccess(api[name], userId, deps.profiles);
    const input = parseInput(api[name].input, await readData(c));
    const ctx = callContext(c, deps, userId);
    // The contract ties each name to its handler; indexing by a union of names loses that link.
    const handler = procedures[name] as (input: unknown, ctx: CallContext) => Promise<unknown>;
    const spec: ProcedureSpec = api[name];
    const changeId = (input as { changeId?: string } | undefined)?.changeId;
    // A creating call with a change id makes its thing once, however often the device sends it.
    const result =
      spec.creates && userId && changeId
        ? await createOnce(
            { userId, changeId, procedure: name },
            spec.output,
            () => handler(input, ctx),
            c.req.raw.signal,
          )
        : await handler(input, ctx);
    return jsonWithLength(c, { result });
  };
}

/**
 * Who calls: a script with an app password as its bearer token (only on the procedures such a script may call),
 * else whoever the session cookie says, else a guest (null).
 */
async function callerOf(
  c: Context<AppEnv>,
  name: keyof typeof api,
  deps: Parameters<typeof rpcRoute>[1],
): Promise<string | null> {
  const authorization = requestHeader(c, 'authorization');
  if (authorization === undefined) {
    return deps.sessions.userIdOfCookie(requestHeader(c, 'cookie'), () => c.req.raw.headers);
  }
  const [scheme = '', password = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() !== 'bearer') {
    throw new AppError('UNAUTHENTICATED', MESSAGES.bearerOnly);
  }
  const userId = await deps.appPasswordSignIn({ kind: 'bearer', password }, c.get('clientAddress'));
  if (!APP_PASSWORD_PROCEDURES.has(name)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.appPasswordScope);
  }
  return userId;
}

async function readData(c: Context): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') {
    return undefined;
  }
  let body: unknown;
  let hasNul = false;
  try {
    // A NUL or half a UTF-16 pair can only come from a \u escape (the decoded text holds whole characters, and
    // JSON refuses a raw control character), so text without one skips the reviver, which is slow.
    body = !raw.includes('\\u')
      ? JSON.parse(raw)
      : JSON.parse(raw, (_key, value: unknown) => {
          if (typeof value !== 'string') {
            return value;
          }
          hasNul ||= value.includes('\u0000');
          // The text is kept, so no later write can fail on half a character.
          return wellFormed(value);
        });
  } catch {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.invalidJson);
  }
  // PostgreSQL cannot store a NUL character in text; no real name or id holds one.
  if (hasNul) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.nulCharacter);
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
  // Every field of the contract carries its own plain-words message, so it is shown as it is.
  throw new AppError('INVALID_ARGUMENT', parsed.error.issues[0]?.message ?? 'The input is not valid.');
}
