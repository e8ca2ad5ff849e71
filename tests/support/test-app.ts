import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseKind } from '../../src/server/db/client';
import { createLogger } from '../../src/server/log';
import { createServices } from '../../src/server/services';
import type { InputOf, OutputOf, ProcedureName } from '../../src/shared/api';
import { openTestDatabase } from './test-database';

/**
 * An answer of the callable protocol as a test sees it: `result` is what the procedure answers (unknown for a call
 * the contract does not check), `body` is null when the answer is not JSON.
 */
export interface CallAnswer<Result = unknown> {
  status: number;
  body: { result?: Result; error?: { status: string; message: string } } | null;
}

/** The answer to a call of procedure N, its result typed by the contract. */
export type AnswerOf<N extends ProcedureName> = CallAnswer<OutputOf<N>>;

/** A procedure's name with an input it takes: a row of a test's table of calls. */
export type ProcedureCall = { [N in ProcedureName]: [name: N, input: InputOf<N>] }[ProcedureName];

/** The origin test requests come from, as a browser on the app's own page would send. */
export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Requests to the app and calls of its procedures, as a browser on the app's page (`origin`) sends them,
 * over whatever carries a request to it: the app in process, or a listening server. `sent` are headers every
 * post carries (a client address, say).
 */
export function appClient(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  origin: string = TEST_ORIGIN,
  sent: Record<string, string> = {},
) {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...sent, ...headers },
      body,
    });
  const send = async (name: string, body: string, cookie?: string): Promise<CallAnswer> => {
    const response = await post(`/api/${name}`, body, cookie ? { cookie } : {});
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  /**
   * Posts `body` as written to a procedure: for bad JSON and bodies a test builds itself. The body is unchecked by
   * design; the answer is typed by the procedure's name (a refused body answers an error, never another result).
   */
  const callRaw = <N extends ProcedureName>(name: N, body: string, cookie?: string) =>
    // The server's handlers answer OutputOf<N> (typed by the same contract): the one cast of a result is here.
    send(name, body, cookie) as Promise<AnswerOf<N>>;
  /**
   * Calls any name with any data, unchecked by the contract: only for tests that send what the contract does not
   * take on purpose (hostile input, fuzzing, the access matrix's table of inputs). Untyped by design.
   */
  const callUnchecked = (name: string, data: unknown, cookie?: string) =>
    send(name, JSON.stringify({ data }), cookie);
  /** Calls a procedure with an input the contract takes; the answer's result is typed by the contract. */
  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, cookie?: string) =>
    callRaw(name, JSON.stringify({ data: input }), cookie);
  return { request, post, callRaw, callUnchecked, call };
}

/** What a test needs to sign users up and call procedures, in process or over the network. */
export type AppClient = ReturnType<typeof appClient>;

/** The whole HTTP app on a fresh database, driven through real Requests (no network needed). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { webRoot?: string } = {},
) {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: '1', ...env });
  const logLines: string[] = [];
  const log = createLogger('debug', (line) => logLines.push(line));
  const services = createServices(database, config, log);
  const app = createApp({ database, services, log, version: 'test', webRoot: options.webRoot });

  return {
    database,
    config,
    services,
    logLines,
    ...appClient(async (path, init) => app.request(`http://localhost:3000${path}`, init)),
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app a test drives. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session cookies a response sets, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The result of a successful call; a failed call fails the test with its status and body. */
export function resultOf<Result>(answer: CallAnswer<Result>): Result {
  if (answer.body?.result === undefined) {
    throw new Error(`expected a result, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.result;
}
