import { messageFor } from '@/lib/error-message';
import { RpcError } from '@/lib/rpc-client';

/** Refusals of an export or import written for the user besides messageFor's: too large, offline, too slow. */
const EXPLAINED = new Set(['PAYLOAD_TOO_LARGE', 'UNAVAILABLE', 'DEADLINE_EXCEEDED', 'UNAUTHENTICATED']);

/** The message to show for a failed export or import: the server's own when it explains, else `fallback`. */
export function importErrorMessage(failure: unknown, fallback: string): string {
  return failure instanceof RpcError && EXPLAINED.has(failure.status) && failure.message
    ? failure.message
    : messageFor(failure, fallback);
}
