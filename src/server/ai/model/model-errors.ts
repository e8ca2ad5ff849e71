import { MESSAGES } from '@shared/messages';
import { AppError } from '../../rpc/app-error';

/** The model answered, but with nothing usable (empty candidates, a body that is not the vendor's format). */
export function emptyAnswer(): AppError {
  return new AppError('UNAVAILABLE', MESSAGES.aiEmpty);
}

/** The model refused the prompt; the vendor's reason is shown as the SPEC words it. */
export function blockedAnswer(reason: string): AppError {
  return new AppError('INVALID_ARGUMENT', MESSAGES.aiBlocked(reason));
}

/**
 * Turns whatever the AI SDK threw into the SPEC §8 message and a callable status: the vendor's HTTP status
 * (429 stays 429, the rest is 503 — a broken key or a vendor outage is not the caller's mistake), a
 * timeout as 504, an unreadable body as "no valid response".
 */
export function modelFailure(
  error: unknown,
  timeoutMs: number,
  sdk: Pick<typeof import('ai'), 'APICallError' | 'RetryError'>,
): AppError {
  const cause = sdk.RetryError.isInstance(error) ? error.lastError : error;
  if (sdk.APICallError.isInstance(cause)) {
    const code = cause.statusCode;
    if (code === undefined) {
      return new AppError('UNAVAILABLE', MESSAGES.aiUnreachable);
    }
    if (code >= 300) {
      return new AppError(code === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE', MESSAGES.aiHttpFailure(code));
    }
    return emptyAnswer();
  }
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return new AppError('DEADLINE_EXCEEDED', MESSAGES.aiTimeout(Math.round(timeoutMs / 1000)));
  }
  return emptyAnswer();
}
