import { acceptLanguage } from './page-language';

/** How long an auth request may take, the same as a callable (SPEC §9). */
const AUTH_TIMEOUT_MS = 70_000;

/** A failed request to better-auth: HTTP status (0 when the server was not reached), code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** POSTs JSON to one of better-auth's endpoints under /api/auth, resolving to its JSON answer. */
export async function postAuth<T = unknown>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
  } catch {
    throw new AuthError(0, undefined, '');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data ?? {}) as { code?: unknown; message?: unknown };
    throw new AuthError(
      response.status,
      typeof error.code === 'string' ? error.code : undefined,
      typeof error.message === 'string' ? error.message : '',
    );
  }
  return data as T;
}
