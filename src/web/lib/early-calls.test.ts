import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEarly, callOrTakeEarly } from './early-calls';

/** A fetch that counts the requests and answers each with its number. */
function countingFetch() {
  let requests = 0;
  const fetch = vi.fn(async () => {
    requests += 1;
    return Response.json({ result: { lists: [], request: requests } });
  });
  return { fetch, requests: () => requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early calls', () => {
  it('hand the early answer to the first page that asks, once, and ask anew after', async () => {
    const server = countingFetch();
    vi.stubGlobal('fetch', server.fetch);
    callEarly('listLists', {}, 1000);
    expect(server.requests()).toBe(1);
    await expect(callOrTakeEarly('listLists', {}, {}, 2000)).resolves.toMatchObject({ request: 1 });
    expect(server.requests()).toBe(1);
    await expect(callOrTakeEarly('listLists', {}, {}, 2500)).resolves.toMatchObject({ request: 2 });
  });

  it('ask anew when the early answer is old, or was for other input', async () => {
    const server = countingFetch();
    vi.stubGlobal('fetch', server.fetch);
    callEarly('getList', { listId: 'a' }, 1000);
    await expect(callOrTakeEarly('getList', { listId: 'b' }, {}, 1500)).resolves.toMatchObject({
      request: 2,
    });
    await expect(callOrTakeEarly('getList', { listId: 'a' }, {}, 60_000)).resolves.toMatchObject({
      request: 3,
    });
  });

  it('pass an early failure to the page that takes it, and none to nobody', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { status: 'NOT_FOUND', message: 'gone' } }, { status: 404 }),
    );
    callEarly('getList', { listId: 'gone' }, 1000);
    callEarly('getList', { listId: 'never-taken' }, 1000);
    await expect(callOrTakeEarly('getList', { listId: 'gone' }, {}, 1500)).rejects.toThrow('gone');
  });
});
