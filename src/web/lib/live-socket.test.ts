import { LIVE_TIMING, SESSION_ENDED_CLOSE } from '@shared/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, liveSocketUrl } from './live-socket';

/** A stand-in for the browser's WebSocket: records what the client sends, lets the test answer. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  fail() {
    this.closeWith(1006);
  }
  closeWith(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[] = [];
const latest = () => sockets[sockets.length - 1] as FakeSocket;

function makeLive() {
  return new LiveSocket({
    url: 'ws://test/api/live',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      // The fake has only what LiveSocket uses of a WebSocket, so TypeScript cannot call it one.
      return socket as unknown as WebSocket;
    },
    now: () => Date.now(),
    random: () => 0.5,
  });
}

/** Lets time pass, 100 ms at a step, until the next socket is made: answers how long that took. */
function waitForNextSocket(): number {
  const before = sockets.length;
  let waited = 0;
  while (sockets.length === before) {
    vi.advanceTimersByTime(100);
    waited += 100;
  }
  return waited;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveSocket', () => {
  it('builds ws:// or wss:// on the page host', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/live');
    expect(liveSocketUrl({ protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/api/live');
  });

  it('is Unknown until the server answers, then Online; watches topics once open', () => {
    const live = makeLive();
    const changed = vi.fn();
    live.watch('lists', changed);
    live.start();
    expect(live.getState()).toBe('unknown');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'watch', topic: 'lists' }, { type: 'ping' }]);
    latest().answer({ type: 'pong' });
    expect(live.getState()).toBe('online');
    live.watch('list:abc', () => {});
    expect(latest().sent.at(-1)).toEqual({ type: 'watch', topic: 'list:abc' });
  });

  it('reports changed (and the watch starting) to the listeners of that topic only', () => {
    const live = makeLive();
    const lists = vi.fn();
    const other = vi.fn();
    live.watch('lists', lists);
    live.watch('list:x', other);
    live.start();
    latest().open();
    latest().answer({ type: 'watching', topic: 'lists' });
    latest().answer({ type: 'changed', topic: 'lists' });
    latest().answer({ type: 'changed', topic: 'meals' });
    latest().answer({ type: 'nonsense' });
    latest().onmessage?.({ data: 'not json' });
    expect(lists).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
  });

  it('unwatches when the last listener of a topic leaves', () => {
    const live = makeLive();
    live.start();
    latest().open();
    const stopA = live.watch('list:x', () => {});
    const stopB = live.watch('list:x', () => {});
    stopA();
    expect(latest().sent.filter((message) => JSON.stringify(message).includes('unwatch'))).toEqual([]);
    stopB();
    expect(latest().sent.at(-1)).toEqual({ type: 'unwatch', topic: 'list:x' });
  });

  it('pings on schedule and turns Offline when answers stop, then reconnects', () => {
    const live = makeLive();
    live.start();
    latest().open();
    latest().answer({ type: 'pong' });
    vi.advanceTimersByTime(LIVE_TIMING.pingEveryMs);
    expect(latest().sent.filter((message) => JSON.stringify(message) === '{"type":"ping"}')).toHaveLength(2);
    vi.advanceTimersByTime(LIVE_TIMING.offlineAfterMs - LIVE_TIMING.pingEveryMs - 1);
    expect(live.getState()).toBe('online');
    vi.advanceTimersByTime(1);
    expect(live.getState()).toBe('offline');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('backs off 0.5 s, 1 s, 2 s… while the server refuses, and resets once it answers', () => {
    const live = makeLive();
    live.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      latest().fail();
      waits.push(waitForNextSocket());
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000]);
    latest().open();
    latest().answer({ type: 'pong' });
    latest().fail();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(8);
  });

  it('watches every topic again after reconnecting and reports them changed once the server confirms', () => {
    const live = makeLive();
    const changed = vi.fn();
    live.watch('list:x', changed);
    live.start();
    latest().open();
    latest().answer({ type: 'watching', topic: 'list:x' });
    latest().fail();
    expect(live.getState()).toBe('offline');
    vi.advanceTimersByTime(600);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'watch', topic: 'list:x' }, { type: 'ping' }]);
    latest().answer({ type: 'watching', topic: 'list:x' });
    expect(live.getState()).toBe('online');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('stops for good on stop(), and starts again', () => {
    const live = makeLive();
    live.start();
    latest().open();
    live.stop();
    expect(latest().readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    live.start();
    expect(sockets).toHaveLength(2);
  });

  it('reconnects at once when asked, skipping the pause', () => {
    const live = makeLive();
    live.start();
    latest().fail();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('asks for the session again when the server ends it, and tries once more rather than in a loop', () => {
    const live = makeLive();
    const user = vi.fn();
    live.watch('user', user);
    live.start();
    latest().open();
    latest().closeWith(SESSION_ENDED_CLOSE.code);
    expect(user).toHaveBeenCalledTimes(1);
    // One more try: this tab may hold a newer session (its own password change, say).
    vi.advanceTimersByTime(600);
    expect(sockets).toHaveLength(2);
    latest().fail();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    // Coming back to the tab tries once more; a refusal again leaves it at that.
    live.reconnectNow();
    expect(sockets).toHaveLength(3);
    latest().fail();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('keeps reconnecting as usual once a socket opens again after the session ended', () => {
    const live = makeLive();
    live.start();
    latest().open();
    latest().closeWith(SESSION_ENDED_CLOSE.code);
    vi.advanceTimersByTime(600);
    latest().open();
    latest().answer({ type: 'pong' });
    latest().fail();
    vi.advanceTimersByTime(600);
    expect(sockets).toHaveLength(3);
  });

  it('tells state listeners about each change of state', () => {
    const live = makeLive();
    const seen: string[] = [];
    const unsubscribe = live.subscribeState(() => seen.push(live.getState()));
    live.start();
    latest().open();
    latest().answer({ type: 'pong' });
    latest().fail();
    unsubscribe();
    vi.advanceTimersByTime(600);
    latest().open();
    latest().answer({ type: 'pong' });
    expect(seen).toEqual(['online', 'offline']);
  });

  it('turns Offline at once when a call could not connect, and starts the socket over', () => {
    const live = makeLive();
    live.start();
    latest().open();
    latest().answer({ type: 'pong' });
    // The socket has not noticed (a lost signal leaves it open and quiet), but the call failed now.
    live.connectionFailed();
    expect(live.getState()).toBe('offline');
    expect(sockets[0]?.readyState).toBe(3);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().answer({ type: 'pong' });
    expect(live.getState()).toBe('online');
  });

  it('stays Offline when a call fails while the socket is already down, and tries again on schedule', () => {
    const live = makeLive();
    live.start();
    live.connectionFailed();
    expect(live.getState()).toBe('offline');
    live.connectionFailed();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('waits longer each time while calls keep failing though the socket connects, until a call is answered', () => {
    const live = makeLive();
    live.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      latest().open();
      latest().answer({ type: 'pong' });
      live.connectionFailed();
      waits.push(waitForNextSocket());
    }
    expect(waits).toEqual([500, 1000, 2000, 4000]);
    latest().open();
    latest().answer({ type: 'pong' });
    live.serverAnswered();
    latest().fail();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(6);
  });

  it('ignores failed calls once stopped', () => {
    const live = makeLive();
    live.start();
    latest().open();
    live.stop();
    live.connectionFailed();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
