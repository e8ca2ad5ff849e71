import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { parseChangeNotice } from '@shared/live';
import { createApp } from './app';
import type { Config } from './config';
import { CHANGES_CHANNEL } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import { followSessionEnds } from './db/session-ends';
import { countInFlight } from './http/in-flight';
import { createLiveHub } from './live/live-hub';
import { HEARTBEAT_MS, type LiveSettings } from './live/live-settings';
import { attachLiveSocket } from './live/live-socket';
import { liveSocketsRepo } from './live/live-sockets.repo';
import type { Logger } from './log';
import { createServices, type Services } from './services';

const KEEP_ALIVE_MS = 65_000;
/** Requests in flight at shutdown get this long to finish before their connections are cut (main exits by 10 s). */
const DRAIN_MS = 8_000;
const FORGET_CHANGES_EVERY_MS = 6 * 60 * 60 * 1000;

/** A listening server and how to stop it (the database stays open; its owner closes it). */
export interface RunningServer {
  port: number;
  services: Services;
  close(): Promise<void>;
}

/** Starts HTTP, the live socket and the change listener on an open, migrated database. */
export async function startServer(options: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  version: string;
  webRoot?: string;
  /** Tests shorten the live socket's heartbeat; a benchmark of many sockets lifts its caps. */
  live?: Partial<LiveSettings>;
}): Promise<RunningServer> {
  const { config, database, log } = options;
  const services = createServices(database, config, log);
  const app = createApp({ database, services, log, version: options.version, webRoot: options.webRoot });
  const hub = createLiveHub({ relationOf: services.lists.relationOf, log });
  const stopListening = await database.listen(CHANGES_CHANNEL, (payload) => {
    hub.publish(parseChangeNotice(payload)).catch((error: unknown) => {
      log.error('live publish failed', { error: String(error) });
    });
  });
  // A session that ends anywhere (any instance, any path: a trigger on the session table tells) ends here too:
  // its cached answers are dropped and its sockets closed.
  // Its sockets, once the live socket is attached below.
  let endSockets: (sessionId: string) => void = () => undefined;
  const sessionEnds = await followSessionEnds(database, ({ sessionId }) => {
    services.sessions.ended(sessionId);
    endSockets(sessionId);
  });
  services.sessions.followEnds(sessionEnds);
  // Change ids devices sent are remembered for 30 days; older ones are let go now and every few hours.
  const forgetOldChanges = () => {
    services.appliedChanges.forgetOlderThan().catch((error: unknown) => {
      log.error('forgetting old change ids failed', { error: String(error) });
    });
  };
  forgetOldChanges();
  const forgetting = setInterval(forgetOldChanges, FORGET_CHANGES_EVERY_MS);
  forgetting.unref();
  const handlers = countInFlight(app.fetch);
  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: handlers.fetch, port: config.port }, () => resolve(listening as Server));
  });
  // Browsers, proxies and API clients reuse idle connections for a minute or so. Node closes them after 5 s
  // by default, and a request sent just as it does fails with ECONNRESET; so idle connections stay longer
  // (shutdown closes them at once all the same).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const live = attachLiveSocket(server, {
    hub,
    sessions: services.sessions,
    sockets: liveSocketsRepo(database.db),
    origins: config,
    log,
    settings: { heartbeatMs: HEARTBEAT_MS, caps: config.liveSocketCaps, ...options.live },
  });
  endSockets = live.endSession;
  return {
    port: (server.address() as AddressInfo).port,
    services,
    async close() {
      clearInterval(forgetting);
      // No new connections from here; requests in flight are answered, then their connections closed.
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // A kept-alive connection goes idle once its answer is out; it is closed then rather than after 65 s.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      server.closeIdleConnections();
      const started = Date.now();
      await live.close();
      await drained;
      clearInterval(sweep);
      clearTimeout(cut);
      // Handlers whose clients hung up are no open connection, but may be halfway through a write.
      await handlers.settled(Math.max(0, DRAIN_MS - (Date.now() - started)));
      await stopListening();
      await sessionEnds.stop();
    },
  };
}
