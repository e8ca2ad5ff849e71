import { MESSAGES } from '@shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallOutcome, onCallOutcome } from './call-outcomes';
import { call, eitherSignal, RpcError } from './rpc-client';

/** A fetch that never answers on its own: like the real one, it rejects with the signal's reason on abort. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('answers with the result', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ result: { lists: [] } }));
    await expect(call('listLists', {}, { signal: new AbortController().signal })).resolves.toEqual({
      lists: [],
    });
  });

  it("rethrows the caller's abort as an AbortError, not an RpcError", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = call('listLists', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toHaveProperty('name', 'AbortError');
    expect(error).not.toBeInstanceOf(RpcError);
  });

  it("rethrows the caller's own abort reason", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const reason = new Error('gone');
    const pending = call('listLists', {}, { signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('rejects at once for a signal that already aborted', async () => {
    const fetch = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    await expect(call('listLists', {}, { signal: AbortSignal.abort() })).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
    // fetch is handed a signal that is already aborted, so it never reaches the network.
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('still maps the timeout to DEADLINE_EXCEEDED when the caller passed a signal', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(
      AbortSignal.abort(new DOMException('Timed out', 'TimeoutError')),
    );
    vi.stubGlobal('fetch', hangingFetch());
    const error = await call('listLists', {}, { signal: new AbortController().signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toHaveProperty('status', 'DEADLINE_EXCEEDED');
    expect(error).toHaveProperty('message', MESSAGES.callTimeout);
  });

  it('maps a network failure to UNAVAILABLE', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await call('listLists', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toHaveProperty('status', 'UNAVAILABLE');
    expect(error).toHaveProperty('message', MESSAGES.offlineCall);
  });

  it('reports the cancellation when the caller aborts while the answer is read', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      return new Response('{"result"');
    });
    await expect(call('listLists', {}, { signal: controller.signal })).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
  });
});

describe('what calls tell of the connection', () => {
  /** Makes one call against `fetch` and answers what it reported. */
  async function outcomesOf(
    fetch: (url: string) => Promise<Response>,
    signal?: AbortSignal,
  ): Promise<CallOutcome[]> {
    vi.stubGlobal('fetch', fetch);
    const outcomes: CallOutcome[] = [];
    const stop = onCallOutcome((outcome) => outcomes.push(outcome));
    try {
      await call('listLists', {}, { signal }).catch(() => undefined);
    } finally {
      stop();
    }
    return outcomes;
  }

  it('reports a call that could not connect, at once', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await outcomesOf(failing)).toEqual(['unreachable']);
  });

  it('reports a call the server answered, whatever the answer', async () => {
    expect(await outcomesOf(async () => Response.json({ result: { lists: [] } }))).toEqual(['answered']);
    const refused = async () =>
      Response.json({ error: { status: 'INTERNAL', message: 'x' } }, { status: 500 });
    expect(await outcomesOf(refused)).toEqual(['answered']);
  });

  it('reports neither a call the caller cancelled nor one that timed out (a hang is for the live socket to judge)', async () => {
    expect(await outcomesOf(hangingFetch(), AbortSignal.abort())).toEqual([]);
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(
      AbortSignal.abort(new DOMException('Timed out', 'TimeoutError')),
    );
    expect(await outcomesOf(hangingFetch())).toEqual([]);
  });
});

describe('eitherSignal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('aborts with the first of two signals, also where AbortSignal.any is missing', () => {
    vi.stubGlobal('AbortSignal', Object.assign(Object.create(AbortSignal), { any: undefined }));
    const first = new AbortController();
    const second = new AbortController();
    const either = eitherSignal(first.signal, second.signal);
    expect(either.aborted).toBe(false);
    second.abort('gone');
    expect(either.aborted).toBe(true);
    expect(either.reason).toBe('gone');
    const already = eitherSignal(second.signal, new AbortController().signal);
    expect([already.aborted, already.reason]).toEqual([true, 'gone']);
  });
});
