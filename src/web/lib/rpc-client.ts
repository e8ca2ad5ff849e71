import type { InputOf, OutputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { type RpcErrorBody, type RpcStatus, rpcStatusOf } from '@shared/rpc-errors';
import { reportCallOutcome } from './call-outcomes';
import { acceptLanguage } from './page-language';

/** The callable timeout of SPEC §9. */
const CALL_TIMEOUT_MS = 70_000;

/** A failed call: the protocol status and a message fit to show the user. */
export class RpcError extends Error {
  constructor(
    readonly status: RpcStatus | 'UNKNOWN',
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** What a caller may add to a call: `signal` cancels it (TanStack Query passes one to every query). */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Calls a procedure of the contract: `POST /api/<name>` with `{data}`, resolving to its `result`. When the
 * caller's own signal aborts, the call rejects with that abort (not an RpcError), so it reads as a
 * cancellation rather than a failure to show.
 */
export async function call<N extends ProcedureName>(
  name: N,
  data: InputOf<N>,
  options: CallOptions = {},
): Promise<OutputOf<N>> {
  const { signal } = options;
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage() },
      body: JSON.stringify({ data }),
      credentials: 'same-origin',
      signal: signal ? eitherSignal(signal, timeout) : timeout,
    });
  } catch {
    // The caller cancelled: rethrow its abort (an AbortError unless it gave a reason), not an error to show.
    signal?.throwIfAborted();
    if (timeout.aborted) {
      // A call that hangs is no connection failure: the live socket's 10 s without an answer judges that.
      throw new RpcError('DEADLINE_EXCEEDED', MESSAGES.callTimeout);
    }
    // SPEC §4: Offline on connection failure, at once.
    reportCallOutcome('unreachable');
    throw new RpcError('UNAVAILABLE', MESSAGES.offlineCall);
  }
  reportCallOutcome('answered');
  const body: unknown = await response.json().catch(() => null);
  // Cancelled while the answer was read: the body may be missing, and nobody waits for it any more.
  signal?.throwIfAborted();
  if (!response.ok) {
    const error = (body as Partial<RpcErrorBody> | null)?.error;
    throw new RpcError(
      error?.status ?? rpcStatusOf(response.status),
      error?.message ?? (await statusMessage(response.status)),
    );
  }
  return (body as { result: OutputOf<N> }).result;
}

/** What a failed answer that brings no message of its own (a proxy's error page) says, in the catalogue's words. */
async function statusMessage(status: number): Promise<string> {
  // Loaded only now: this file is part of the page's first script, which the catalogue would make heavy. Before the
  // app has started the catalogue, or without its code, the message is empty and `messageOf` shows SPEC's own.
  try {
    const { catalogue } = await import('@/i18n/catalogue');
    return catalogue.t('errors.requestFailed', { status });
  } catch {
    return '';
  }
}

/** One signal that aborts with whichever of two aborts first (AbortSignal.any is missing before Safari 17.4). */
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') {
    return AbortSignal.any([first, second]);
  }
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** The message to show for any error thrown by a call or by the page. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.internal;
}
