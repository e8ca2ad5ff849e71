import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outbox } from './outbox';
import type { BatchResult, OutboxStorage, Queued, RefusedChange } from './outbox-types';
import { RpcError } from './rpc-client';

interface Change extends Queued {
  n: number;
}

const change = (n: number): Change => ({
  changeId: `c${n}`,
  label: `Tick "item ${n}"`,
  place: 'Groceries',
  text: `item ${n}`,
  n,
});

/** An in-memory stand-in for IndexedDB that records what the outbox keeps. */
function memoryStorage(kept: { queued?: Change[]; refused?: RefusedChange<Change>[] } = {}) {
  const queued = new Map<string, { change: Change; position: number }>();
  for (const [index, entry] of (kept.queued ?? []).entries()) {
    queued.set(entry.changeId, { change: entry, position: index });
  }
  const refused = new Map<string, RefusedChange<Change>>();
  for (const entry of kept.refused ?? []) {
    refused.set(entry.change.changeId, entry);
  }
  const storage: OutboxStorage<Change> = {
    load: async () => ({
      queued: [...queued.values()].sort((a, b) => a.position - b.position).map((entry) => entry.change),
      refused: [...refused.values()],
    }),
    putQueued: async (entry, position) => {
      queued.set(entry.changeId, { change: entry, position });
    },
    removeQueued: async (entry) => {
      queued.delete(entry.changeId);
    },
    putRefused: async (entry) => {
      refused.set(entry.change.changeId, entry);
    },
    removeRefused: async (entries) => {
      for (const entry of entries) {
        refused.delete(entry.changeId);
      }
    },
  };
  return { storage, queued, refused };
}

/** A server the test answers by hand, one call at a time. */
function handServer() {
  const calls: { change: Change; resolve: (answer: number) => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn(
    (entry: Change) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ change: entry, resolve, reject });
      }),
  );
  return { calls, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function outboxWith(options: {
  storage: OutboxStorage<Change>;
  send: (change: Change) => Promise<number>;
  sendMany?: (changes: readonly Change[]) => Promise<BatchResult<number>[]>;
  batchSize?: number;
}) {
  const saved: number[] = [];
  const refusedSeen: number[] = [];
  const signedOut = vi.fn();
  const outbox = new Outbox<Change, number>({
    storage: options.storage,
    send: options.send,
    sendMany: options.sendMany,
    batchSize: options.batchSize,
    saved: (entry) => saved.push(entry.n),
    refused: (entry) => refusedSeen.push(entry.n),
    signedOut,
    random: () => 0.5,
  });
  return { outbox, saved, refusedSeen, signedOut };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Outbox', () => {
  it('shows a change at once, keeps it on the device, and sends changes one at a time in the order made', async () => {
    const { storage, queued } = memoryStorage();
    const server = handServer();
    const { outbox, saved } = outboxWith({ storage, send: server.send });
    await outbox.start();
    outbox.enqueue(change(1));
    outbox.enqueue(change(2));
    expect(outbox.getState().queued.map((entry) => entry.n)).toEqual([1, 2]);
    await settle();
    expect([...queued.keys()]).toEqual(['c1', 'c2']);
    // Only the first is on its way: the second waits for its answer.
    expect(server.calls.map((call) => call.change.n)).toEqual([1]);
    server.calls[0]?.resolve(1);
    await settle();
    expect(server.calls.map((call) => call.change.n)).toEqual([1, 2]);
    server.calls[1]?.resolve(2);
    await settle();
    expect(saved).toEqual([1, 2]);
    expect(outbox.getState().queued).toEqual([]);
    expect(queued.size).toBe(0);
  });

  it('keeps the queue when the server cannot be reached, says it is behind, and sends it when resumed', async () => {
    const { storage, queued } = memoryStorage();
    let reachable = false;
    const sent: number[] = [];
    const send = vi.fn(async (entry: Change) => {
      if (!reachable) {
        throw new RpcError('UNAVAILABLE', 'Could not reach the server.');
      }
      sent.push(entry.n);
      return entry.n;
    });
    const { outbox } = outboxWith({ storage, send });
    await outbox.start();
    outbox.enqueue(change(1));
    outbox.enqueue(change(2));
    outbox.enqueue(change(3));
    await settle();
    expect(outbox.getState().behind).toBe(true);
    expect(outbox.getState().queued).toHaveLength(3);
    expect(queued.size).toBe(3);
    reachable = true;
    outbox.resume();
    await vi.waitFor(() => expect(outbox.getState().queued).toHaveLength(0));
    expect(sent).toEqual([1, 2, 3]);
    expect(outbox.getState().behind).toBe(false);
  });

  it('tries again by itself after a pause when nothing resumes it', async () => {
    vi.useFakeTimers();
    const { storage } = memoryStorage();
    let failures = 2;
    const send = vi.fn(async (entry: Change) => {
      if (failures-- > 0) {
        throw new RpcError('DEADLINE_EXCEEDED', 'No answer in time.');
      }
      return entry.n;
    });
    const { outbox, saved } = outboxWith({ storage, send });
    await outbox.start();
    outbox.enqueue(change(1));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(saved).toEqual([1]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends what an earlier visit left, before anything queued since', async () => {
    const { storage } = memoryStorage({ queued: [change(1), change(2)] });
    const sent: number[] = [];
    const { outbox } = outboxWith({
      storage,
      send: async (entry) => {
        sent.push(entry.n);
        return entry.n;
      },
    });
    const starting = outbox.start();
    outbox.enqueue(change(3));
    await starting;
    await vi.waitFor(() => expect(sent).toEqual([1, 2, 3]));
  });

  it('keeps a refused change with its reason, goes on with the rest, and forgets it once dismissed', async () => {
    const { storage, refused } = memoryStorage();
    const { outbox, saved, refusedSeen } = outboxWith({
      storage,
      send: async (entry) => {
        if (entry.n === 2) {
          throw new RpcError('NOT_FOUND', 'That list does not exist, or it is not shared with you.');
        }
        return entry.n;
      },
    });
    await outbox.start();
    for (const n of [1, 2, 3]) {
      outbox.enqueue(change(n));
    }
    await vi.waitFor(() => expect(outbox.getState().queued).toHaveLength(0));
    expect(saved).toEqual([1, 3]);
    expect(refusedSeen).toEqual([2]);
    expect(outbox.getState().refused).toEqual([
      { change: change(2), reason: 'That list does not exist, or it is not shared with you.' },
    ]);
    await settle();
    expect([...refused.keys()]).toEqual(['c2']);
    outbox.dismissRefused();
    expect(outbox.getState().refused).toEqual([]);
    await settle();
    expect(refused.size).toBe(0);
  });

  it('stops, keeping every change, when the session has ended; a new start sends them', async () => {
    const { storage, queued } = memoryStorage();
    let signedIn = false;
    const sent: number[] = [];
    const { outbox, signedOut } = outboxWith({
      storage,
      send: async (entry) => {
        if (!signedIn) {
          throw new RpcError('UNAUTHENTICATED', 'Please sign in.');
        }
        sent.push(entry.n);
        return entry.n;
      },
    });
    await outbox.start();
    outbox.enqueue(change(1));
    outbox.enqueue(change(2));
    await settle();
    expect(signedOut).toHaveBeenCalledOnce();
    outbox.resume();
    await settle();
    expect(sent).toEqual([]);
    expect(queued.size).toBe(2);

    // The same user signs in again: a new page load starts an outbox on the same storage.
    signedIn = true;
    const again = outboxWith({
      storage,
      send: async (entry) => {
        sent.push(entry.n);
        return entry.n;
      },
    });
    await again.outbox.start();
    await vi.waitFor(() => expect(sent).toEqual([1, 2]));
  });

  it('gives up on a change the server fails on again and again, so the queue moves on', async () => {
    vi.useFakeTimers();
    const { storage } = memoryStorage();
    const { outbox, saved } = outboxWith({
      storage,
      send: async (entry) => {
        if (entry.n === 1) {
          throw new RpcError('INTERNAL', 'Something went wrong on our side.');
        }
        return entry.n;
      },
    });
    await outbox.start();
    outbox.enqueue(change(1));
    outbox.enqueue(change(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saved).toEqual([2]);
    expect(outbox.getState().refused.map((entry) => entry.change.n)).toEqual([1]);
  });

  it('sends a queue that waited in calls of several changes, in order, and refuses only the one refused', async () => {
    const { storage } = memoryStorage({ queued: [1, 2, 3, 4, 5].map(change) });
    const batches: number[][] = [];
    const single = vi.fn(async (entry: Change) => entry.n);
    const { outbox, saved, refusedSeen } = outboxWith({
      storage,
      send: single,
      batchSize: 2,
      sendMany: async (entries) => {
        batches.push(entries.map((entry) => entry.n));
        return entries.map((entry) =>
          entry.n === 4
            ? { error: new RpcError('NOT_FOUND', 'That item is no longer on the list.') }
            : { answer: entry.n },
        );
      },
    });
    await outbox.start();
    await vi.waitFor(() => expect(outbox.getState().queued).toHaveLength(0));
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // The last one alone goes as a call of its own.
    expect(single).toHaveBeenCalledOnce();
    expect(saved).toEqual([1, 2, 3, 5]);
    expect(refusedSeen).toEqual([4]);
    expect(outbox.getState().refused.map((entry) => entry.reason)).toEqual([
      'That item is no longer on the list.',
    ]);
  });

  it('sends a batch the server refused as a whole one by one, so only the change at fault is refused', async () => {
    const { storage } = memoryStorage({ queued: [1, 2, 3].map(change) });
    const sendMany = vi.fn(async (): Promise<BatchResult<number>[]> => {
      throw new RpcError('INVALID_ARGUMENT', 'An item name can be at most 200 characters.');
    });
    const { outbox, saved, refusedSeen } = outboxWith({
      storage,
      batchSize: 10,
      sendMany,
      send: async (entry) => {
        if (entry.n === 2) {
          throw new RpcError('INVALID_ARGUMENT', 'An item name can be at most 200 characters.');
        }
        return entry.n;
      },
    });
    await outbox.start();
    await vi.waitFor(() => expect(outbox.getState().queued).toHaveLength(0));
    expect(sendMany).toHaveBeenCalledOnce();
    expect(saved).toEqual([1, 3]);
    expect(refusedSeen).toEqual([2]);
  });

  it('keeps a batch that found no server, and sends it again', async () => {
    const { storage } = memoryStorage({ queued: [1, 2].map(change) });
    let reachable = false;
    const { outbox, saved } = outboxWith({
      storage,
      batchSize: 10,
      send: async (entry) => entry.n,
      sendMany: async (entries) => {
        if (!reachable) {
          throw new RpcError('UNAVAILABLE', 'Could not reach the server.');
        }
        return entries.map((entry) => ({ answer: entry.n }));
      },
    });
    await outbox.start();
    await vi.waitFor(() => expect(outbox.getState().behind).toBe(true));
    expect(outbox.getState().queued).toHaveLength(2);
    reachable = true;
    outbox.resume();
    await vi.waitFor(() => expect(saved).toEqual([1, 2]));
  });

  it('tells a caller when the changes it must follow have been sent, or at once when there is no server', async () => {
    const { storage } = memoryStorage();
    const server = handServer();
    const { outbox } = outboxWith({ storage, send: server.send });
    await outbox.start();
    outbox.enqueue(change(1));
    let after = false;
    const waiting = outbox
      .sent((entry) => entry.n === 1)
      .then(() => {
        after = true;
      });
    await settle();
    expect(after).toBe(false);
    server.calls[0]?.resolve(1);
    await waiting;
    expect(after).toBe(true);

    outbox.enqueue(change(2));
    await settle();
    server.calls[1]?.reject(new RpcError('UNAVAILABLE', 'Could not reach the server.'));
    await vi.waitFor(() => expect(outbox.getState().behind).toBe(true));
    await outbox.sent((entry) => entry.n === 2);
    expect(outbox.getState().queued).toHaveLength(1);
    outbox.stop();
  });
});
