import { RpcError } from './rpc-client';

/** Statuses whose message the server wrote for the user (a limit, a permission, a missing user…). */
const SPECIFIC = new Set([
  'INVALID_ARGUMENT',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ABORTED',
  'RESOURCE_EXHAUSTED',
]);

/** The server's own message when it explains the failure, otherwise the screen's sentence (SPEC §8). */
export function messageFor(error: unknown, fallback: string): string {
  return error instanceof RpcError && SPECIFIC.has(error.status) && error.message ? error.message : fallback;
}

/** True when the server answered that the thing does not exist, or is not shared with this user. */
export function isNotFound(error: unknown): boolean {
  return error instanceof RpcError && error.status === 'NOT_FOUND';
}
