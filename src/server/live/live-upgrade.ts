import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_PATH } from '@shared/live';
import type { ResolvedSession, SessionResolver } from '../auth';
import { isTrustedOrigin, type OriginSettings } from '../http/link-origin';

/** Why an upgrade is refused: the HTTP status line's code and text, and any header to send with it. */
export interface Refusal {
  status: number;
  text: string;
  header?: string;
}

export const REFUSED = {
  restarting: { status: 503, text: 'Service Unavailable' },
  notFound: { status: 404, text: 'Not Found' },
  otherSite: { status: 403, text: 'Forbidden' },
  signedOut: { status: 401, text: 'Unauthorized' },
  failed: { status: 500, text: 'Internal Server Error' },
} as const satisfies Record<string, Refusal>;

/** The session an upgrade to /api/live comes with, or why it is refused: another path, another site, no session. */
export async function sessionOfUpgrade(
  request: IncomingMessage,
  deps: { sessions: SessionResolver; origins: OriginSettings },
): Promise<ResolvedSession | Refusal> {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) {
    return REFUSED.notFound;
  }
  const origin = request.headers.origin;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  if (origin && !isTrustedOrigin(origin, header, deps.origins)) {
    return REFUSED.otherSite;
  }
  const headers = new Headers();
  if (request.headers.cookie) {
    headers.set('cookie', request.headers.cookie);
  }
  return (await deps.sessions.sessionOf(headers)) ?? REFUSED.signedOut;
}

/** Answers the upgrade request with the refusal and closes the connection. */
export function refuse(socket: Duplex, refusal: Refusal): void {
  const extra = refusal.header ? `${refusal.header}\r\n` : '';
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.text}\r\nConnection: close\r\n${extra}Content-Length: 0\r\n\r\n`,
  );
}
