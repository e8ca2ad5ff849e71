import {
  type ClientMessage,
  LIVE_PATH,
  LIVE_TIMING,
  type LiveTopic,
  SESSION_ENDED_CLOSE,
  type ServerMessage,
} from '@shared/live';
import { reconnectDelayMs } from './reconnect-delay';

/** SPEC §4: Unknown until the server first answers, Online while it answers, Offline when it stops. */
export type ConnectionState = 'unknown' | 'online' | 'offline';

/**
 * Called when a watched topic changed, or may have changed while the socket was down: refetch it. On a list
 * topic the server says which version the list is at now; undefined means unknown (access lost, say).
 */
/** Why a topic's listeners are called: a change, the watch (re)starting, or the watch refused. */
export type TopicCause = 'changed' | 'watching' | 'denied';

export type TopicListener = (version: number | undefined, cause: TopicCause) => void;

/** What the live socket needs from its surroundings; the tests pass fakes. */
export interface LiveSocketEnvironment {
  url: string;
  createSocket: (url: string) => WebSocket;
  now: () => number;
  random: () => number;
}

/** The socket's address on the page's own host: wss:// when the page is served over https. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss://' : 'ws://'}${location.host}${LIVE_PATH}`;
}

// WebSocket.readyState values, spelled out so the class also runs where WebSocket is not a global (tests).
const CONNECTING = 0;
const OPEN = 1;

const browserEnvironment = (): LiveSocketEnvironment => ({
  url: liveSocketUrl(window.location),
  createSocket: (url) => new WebSocket(url),
  now: () => Date.now(),
  random: Math.random,
});

/**
 * One live connection per signed-in page: watches topics, reports `changed` to their listeners, pings to
 * tell Online from Offline, and reconnects with backoff. After a reconnect every watched topic is watched
 * again and reported as changed, since changes may have been missed meanwhile.
 */
export class LiveSocket {
  private readonly env: LiveSocketEnvironment;
  private readonly topics = new Map<LiveTopic, Set<TopicListener>>();
  private readonly stateListeners = new Set<() => void>();
  private state: ConnectionState = 'unknown';
  private socket: WebSocket | null = null;
  private running = false;
  private failures = 0;
  /** The server closed the socket because its session ended, and no socket has opened since. */
  private sessionEnded = false;
  /** A call could not connect, and none has been answered since: a socket that opens meanwhile proves little. */
  private callsFailing = false;
  private lastHeard = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(env: LiveSocketEnvironment = browserEnvironment()) {
    this.env = env;
  }

  /** Opens the connection (again, after stop()). */
  start(): void {
    if (this.running) {
      return;
    }
    this.running = true;
    this.connect();
  }

  /** Closes the connection for good (until start()); listeners stay registered. */
  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.dropSocket();
  }

  /** Connects at once if the socket is down, skipping the backoff (the browser came back online). */
  reconnectNow(): void {
    if (this.running && !this.socket) {
      clearTimeout(this.retryTimer);
      this.connect();
    }
  }

  /**
   * A call could not connect to the server (SPEC §4: Offline on connection failure): Offline at once, rather than
   * after 10 s of silence. The socket may not have noticed (a lost signal leaves it open and quiet), so it starts
   * over after the usual pause, which keeps growing while calls fail even if a socket opens in between.
   */
  connectionFailed(): void {
    if (!this.running) {
      return;
    }
    this.callsFailing = true;
    if (this.socket) {
      this.lost();
      return;
    }
    this.setState('offline');
  }

  /** A call reached the server: the pause before reconnecting starts short again. */
  serverAnswered(): void {
    this.callsFailing = false;
    this.failures = 0;
  }

  getState = (): ConnectionState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Watches a topic until the returned function is called. */
  watch(topic: LiveTopic, listener: TopicListener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
      this.send({ type: 'watch', topic });
    }
    listeners.add(listener);
    return () => {
      const current = this.topics.get(topic);
      current?.delete(listener);
      if (current?.size === 0) {
        this.topics.delete(topic);
        this.send({ type: 'unwatch', topic });
      }
    };
  }

  private connect(): void {
    const socket = this.env.createSocket(this.env.url);
    this.socket = socket;
    // Opening counts as the last sign of life: a connect that hangs turns Offline after the same wait.
    this.lastHeard = this.env.now();
    socket.onopen = () => {
      this.sessionEnded = false;
      for (const topic of this.topics.keys()) {
        this.send({ type: 'watch', topic });
      }
      this.send({ type: 'ping' });
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => this.lost(event.code);
    socket.onerror = () => this.lost();
    this.pingTimer = setInterval(() => this.tick(), LIVE_TIMING.pingEveryMs);
  }

  private receive(data: unknown): void {
    const message = parseServerMessage(data);
    if (!message) {
      return;
    }
    this.lastHeard = this.env.now();
    if (!this.callsFailing) {
      this.failures = 0;
    }
    this.setState('online');
    // `watching` is reported too: whatever changed before the watch began is fetched again.
    if (message.type === 'changed' || message.type === 'watching' || message.type === 'denied') {
      const listeners = this.topics.get(message.topic as LiveTopic);
      const version = message.type === 'denied' ? undefined : message.version;
      for (const listener of listeners ?? []) {
        listener(typeof version === 'number' ? version : undefined, message.type);
      }
    }
  }

  private tick(): void {
    if (this.env.now() - this.lastHeard >= LIVE_TIMING.offlineAfterMs) {
      this.lost();
      return;
    }
    if (this.socket?.readyState === OPEN) {
      this.send({ type: 'ping' });
    }
  }

  /**
   * The socket closed, failed or went quiet: show Offline and try again after a growing pause. When the server
   * ended the socket's session, the page asks for its session again (the `user` topic's listeners) and one more
   * try follows, in case this tab holds a newer session; if that is refused too, it stops there, rather than
   * knocking with a dead cookie every few seconds (reconnectNow() still tries).
   */
  private lost(closeCode?: number): void {
    if (!this.socket) {
      return;
    }
    this.dropSocket();
    this.setState('offline');
    if (!this.running) {
      return;
    }
    if (closeCode === SESSION_ENDED_CLOSE.code) {
      this.sessionEnded = true;
      for (const listener of this.topics.get('user') ?? []) {
        listener(undefined, 'changed');
      }
    } else if (this.sessionEnded) {
      return;
    }
    const delay = reconnectDelayMs(this.failures, this.env.random);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private dropSocket(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) {
      return;
    }
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === CONNECTING || socket.readyState === OPEN) {
      socket.close();
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) {
      this.socket.send(JSON.stringify(message));
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) {
      return;
    }
    this.state = state;
    for (const listener of this.stateListeners) {
      listener();
    }
  }
}

function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') {
    return null;
  }
  try {
    const message = JSON.parse(data) as Partial<ServerMessage> | null;
    return typeof message?.type === 'string' ? (message as ServerMessage) : null;
  } catch {
    return null;
  }
}
