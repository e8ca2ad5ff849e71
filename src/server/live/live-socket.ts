import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SESSION_ENDED_CLOSE } from '@shared/live';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ResolvedSession, SessionResolver } from '../auth';
import { clientAddressOfRequest } from '../http/client-address';
import type { OriginSettings } from '../http/link-origin';
import type { Logger } from '../log';
import type { LiveHub } from './live-hub';
import { clientMessageHandler } from './live-messages';
import type { LiveSettings } from './live-settings';
import type { Admission, LiveSocketsRepo } from './live-sockets.repo';
import { REFUSED, type Refusal, refuse, sessionOfUpgrade } from './live-upgrade';

/** RFC 6455 "Service Restart": the client should reconnect, to this address or another instance. */
const SERVICE_RESTART = 1012;
/** How long a shutdown waits for clients to answer the close before cutting the rest. */
const CLOSE_HANDSHAKE_MS = 1_000;
/** A socket's row stops counting against the caps after this many heartbeats without a refresh. */
const STALE_AFTER_HEARTBEATS = 3;
/** Over a cap. Retry-After is a guess: any socket of the account or the address closing frees a place. */
const TOO_MANY: Refusal = { status: 429, text: 'Too Many Requests', header: 'Retry-After: 30' };

interface OpenSocket {
  id: string;
  sessionId: string;
  /** Answered the last ping (or said anything since). */
  alive: boolean;
}

/**
 * Serves the live socket at /api/live on the HTTP server: cookie-authenticated, Origin-checked, capped per
 * account and per address across instances, and closed (4401) as soon as its session ends.
 */
export function attachLiveSocket(
  server: Server,
  deps: {
    hub: LiveHub;
    sessions: SessionResolver;
    sockets: LiveSocketsRepo;
    /** Where pages may call from, and how many proxies of ours stand in front (TRUST_PROXY). */
    origins: OriginSettings & { proxyHops: number };
    log: Logger;
    settings: LiveSettings;
  },
) {
  const { settings } = deps;
  const admission: Admission = {
    ...settings.caps,
    staleAfterMs: settings.heartbeatMs * STALE_AFTER_HEARTBEATS,
  };
  // A new id each start: rows a crashed run left behind go stale and are removed.
  const instanceId = randomUUID();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const open = new Map<WebSocket, OpenSocket>();
  /** Sockets being admitted (id → session id), and those whose session ended meanwhile. */
  const admitting = new Map<string, string>();
  const endedWhileAdmitting = new Set<string>();
  const report = (what: string) => (error: unknown) => deps.log.error(what, { error: String(error) });
  // The table's work in flight (rows removed, refreshed): a shutdown waits for it before the database closes.
  const inFlight = new Set<Promise<void>>();
  const track = (what: string, work: Promise<void>) => {
    const done = work.catch(report(what)).finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  let closing = false;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      if (closing) {
        return refuse(socket, REFUSED.restarting);
      }
      const session = await sessionOfUpgrade(request, deps);
      if ('status' in session) {
        return refuse(socket, session);
      }
      await admit(request, socket, head, session);
    })().catch((error: unknown) => {
      deps.log.error('live upgrade failed', { error: String(error) });
      refuse(socket, REFUSED.failed);
    });
  });

  const admit = async (request: IncomingMessage, socket: Duplex, head: Buffer, session: ResolvedSession) => {
    const id = randomUUID();
    const address = clientAddressOfRequest(request, deps.origins.proxyHops);
    admitting.set(id, session.sessionId);
    try {
      const row = { id, instanceId, userId: session.userId, sessionId: session.sessionId, address };
      if (!(await deps.sockets.admit(row, admission))) {
        return refuse(socket, TOO_MANY);
      }
      if (endedWhileAdmitting.has(id) || closing || socket.destroyed) {
        await deps.sockets.release(id);
        return refuse(socket, endedWhileAdmitting.has(id) ? REFUSED.signedOut : REFUSED.restarting);
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, id, session));
    } finally {
      admitting.delete(id);
      endedWhileAdmitting.delete(id);
    }
  };

  const accept = (ws: WebSocket, id: string, session: ResolvedSession) => {
    const entry: OpenSocket = { id, sessionId: session.sessionId, alive: true };
    open.set(ws, entry);
    deps.hub.connect(ws, session.userId);
    const answer = clientMessageHandler(ws, deps.hub);
    ws.on('pong', () => {
      entry.alive = true;
    });
    ws.on('close', () => {
      deps.hub.disconnect(ws);
      open.delete(ws);
      // At shutdown every row of the instance goes in one statement instead.
      if (!closing) {
        track('releasing a live socket failed', deps.sockets.release(id));
      }
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data) => {
      entry.alive = true;
      answer(data);
    });
  };

  /** Stops telling the socket anything at once, and closes it so the client knows its session is over. */
  const endSocket = (ws: WebSocket) => {
    deps.hub.disconnect(ws);
    ws.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
  };

  /** Refreshes the instance's rows and closes the sockets whose session is gone or ran out. */
  const refreshRows = async () => {
    const ids = [...[...open.values()].map((entry) => entry.id), ...admitting.keys()];
    const ended = new Set(await deps.sockets.heartbeat(instanceId, ids, admission.staleAfterMs));
    for (const [ws, entry] of open) {
      if (ended.has(entry.id)) {
        // Ran out with nothing to tell of it: its cached answers go too.
        deps.sessions.ended(entry.sessionId);
        endSocket(ws);
      }
    }
  };
  // Ping frames find peers that vanished without closing (a phone going into a tunnel); the table's rows are
  // refreshed, and sockets whose session ran out (nothing tells of that but the clock) are closed.
  let beating = false;
  const heartbeat = setInterval(() => {
    for (const [ws, entry] of open) {
      if (!entry.alive) {
        ws.terminate();
        continue;
      }
      entry.alive = false;
      ws.ping();
    }
    if (!beating) {
      beating = true;
      track(
        'live heartbeat failed',
        refreshRows().finally(() => {
          beating = false;
        }),
      );
    }
  }, settings.heartbeatMs);
  heartbeat.unref();
  track('forgetting stale live sockets failed', deps.sockets.forgetStale(admission.staleAfterMs));

  return {
    /** Closes (4401) every socket opened with the session, which ended; stops telling them anything at once. */
    endSession(sessionId: string): void {
      for (const [ws, entry] of open) {
        if (entry.sessionId === sessionId) {
          endSocket(ws);
        }
      }
      for (const [id, admittedSession] of admitting) {
        if (admittedSession === sessionId) {
          endedWhileAdmitting.add(id);
        }
      }
    },
    /** Asks every client to reconnect (close code 1012) and resolves once they have gone, or a second later. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(heartbeat);
      const clients = [...wss.clients];
      const gone = clients.map(
        (ws) =>
          new Promise<void>((resolve) => {
            ws.once('close', () => resolve());
          }),
      );
      for (const ws of clients) {
        ws.close(SERVICE_RESTART, 'Server restarting');
      }
      await Promise.race([
        Promise.all(gone),
        new Promise((resolve) => setTimeout(resolve, CLOSE_HANDSHAKE_MS)),
      ]);
      for (const ws of wss.clients) {
        ws.terminate();
      }
      wss.close();
      await Promise.all(inFlight);
      await deps.sockets.releaseInstance(instanceId).catch(report('releasing live sockets failed'));
    },
  };
}
