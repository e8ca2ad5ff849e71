import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptState } from './persisted-queries';
import { RpcError } from './rpc-client';

const LIST = ['list', 'night-market'];
const saved = { id: 'night-market', name: 'Night market' };

/** A client holding the list as the server last answered it, then asked again and given `error`. */
async function clientWhoseRefetchFailed(error: RpcError): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryData(LIST, saved);
  await client
    .fetchQuery({ queryKey: LIST, queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);
  expect(client.getQueryState(LIST)?.status).toBe('error');
  return client;
}

/** What the next visit of the page starts from: the kept state put back in a fresh cache. */
function restored(from: QueryClient): QueryClient {
  const client = new QueryClient();
  hydrate(client, structuredClone(keptState(from, () => true)));
  return client;
}

describe('keptState', () => {
  it('keeps an answer whose refetch found no server, as the answer it was', async () => {
    const next = restored(await clientWhoseRefetchFailed(new RpcError('UNAVAILABLE', 'No connection.')));
    expect(next.getQueryData(LIST)).toEqual(saved);
    expect(next.getQueryState(LIST)).toMatchObject({ status: 'success', error: null, fetchFailureCount: 0 });
  });

  it('forgets an answer the server has since said is gone (deleted, or no longer shared)', async () => {
    for (const status of ['NOT_FOUND', 'PERMISSION_DENIED'] as const) {
      const next = restored(
        await clientWhoseRefetchFailed(new RpcError(status, 'That list does not exist.')),
      );
      expect(next.getQueryData(LIST)).toBeUndefined();
    }
  });

  it('keeps only what the caller picks, and nothing that never had an answer', async () => {
    const client = new QueryClient();
    client.setQueryData(['stores'], ['Corner shop']);
    client.setQueryData(['meals'], ['Soup']);
    await client
      .fetchQuery({ queryKey: ['lists'], queryFn: () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    const kept = keptState(client, (query) => query.queryKey[0] !== 'meals');
    expect(kept.queries.map((query) => query.queryKey)).toEqual([['stores']]);
  });
});
