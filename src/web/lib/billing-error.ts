import { MESSAGES } from '@shared/messages';
import { RpcError } from './rpc-client';

/** Answers whose message the server wrote for this user: signed out, no subscription yet, a plan it refused. */
const EXPLAINED = new Set(['UNAUTHENTICATED', 'INVALID_ARGUMENT', 'PERMISSION_DENIED', 'NOT_FOUND']);

/**
 * What to show when the checkout or the subscription portal could not be opened: the server's own
 * explanation, or else SPEC §8's sentence (a failing payment provider, a dead network, a timeout alike).
 */
export function billingErrorMessage(error: unknown): string {
  return error instanceof RpcError && EXPLAINED.has(error.status) && error.message
    ? error.message
    : MESSAGES.checkoutFailed;
}
