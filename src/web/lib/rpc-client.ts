import type { InputOf, OutputOf, ProcedureName } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import { type RpcErrorBody, type RpcStatus, rpcStatusOf } from '../../shared/rpc-errors';

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

/** Calls a procedure of the contract: `POST /api/<name>` with `{data}`, resolving to its `result`. */
export async function call<N extends ProcedureName>(name: N, data: InputOf<N>): Promise<OutputOf<N>> {
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
      credentials: 'same-origin',
      signal: timeout,
    });
  } catch {
    throw timeout.aborted
      ? new RpcError('DEADLINE_EXCEEDED', MESSAGES.callTimeout)
      : new RpcError('UNAVAILABLE', MESSAGES.offlineCall);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as Partial<RpcErrorBody> | null)?.error;
    throw new RpcError(
      error?.status ?? rpcStatusOf(response.status),
      error?.message ?? `The request failed with status ${response.status}.`,
    );
  }
  return (body as { result: OutputOf<N> }).result;
}

/** The message to show for any error thrown by a call or by the page. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.internal;
}
