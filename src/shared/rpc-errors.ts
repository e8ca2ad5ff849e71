/** The error statuses of the callable protocol and their HTTP codes (SPEC §8, plus 413 for oversized bodies). */
export const RPC_STATUS_CODES = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ABORTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

/** One status of the callable protocol. */
export type RpcStatus = keyof typeof RPC_STATUS_CODES;

/** The body of every error answer: `{"error":{"status":…,"message":…}}`. */
export interface RpcErrorBody {
  error: { status: RpcStatus | 'UNKNOWN'; message: string };
}

/** Maps an HTTP status code back to its callable status; anything unmapped is UNKNOWN. */
export function rpcStatusOf(httpCode: number): RpcStatus | 'UNKNOWN' {
  const entry = Object.entries(RPC_STATUS_CODES).find(([, code]) => code === httpCode);
  return entry ? (entry[0] as RpcStatus) : 'UNKNOWN';
}
