import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedList } from './list-cache';
import { listKeys } from './list-keys';
import { ListVersions } from './list-versions';

const LIST_ID = 'l1';

function listAt(version: number): SavedList {
  return {
    id: LIST_ID,
    name: 'Weekend',
    ownerId: 'u1',
    members: [{ uid: 'u1', displayName: 'Ann', isOwner: true }],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    plannedMeals: [],
    needsResort: false,
    resortBy: null,
    storeId: null,
    walk: null,
    visibility: 'household',
    items: null,
    version,
    abilities: { rename: true, delete: true, leave: false, share: true, removeMembers: true },
  };
}

/** A device holding the list at `version`, with the server at `server.version`; counts getList calls. */
function device(version: number) {
  const server = { version, fetches: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(listKeys.detail(LIST_ID), listAt(version));
  const observer = new QueryObserver(queryClient, {
    queryKey: listKeys.detail(LIST_ID),
    queryFn: async () => {
      server.fetches += 1;
      return listAt(server.version);
    },
    staleTime: Infinity,
  });
  const stop = observer.subscribe(() => undefined);
  const versions = new ListVersions(queryClient, LIST_ID);
  /** Starts one of the device's own changes; `finish` answers it, and it settles as the app's changes do. */
  const edit = () => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const mutation = new MutationObserver(queryClient, {
      mutationKey: listKeys.edits(LIST_ID),
      mutationFn: () => done,
      onSettled: (_data, error) => versions.settled({ failed: error !== null }),
    });
    const settled = mutation.mutate().catch(() => undefined);
    return { finish, settled };
  };
  const idle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { server, queryClient, versions, edit, idle, close: stop };
}

describe('one getList per change at most', () => {
  let close = () => {};
  afterEach(() => close());

  it('fetches nothing for an event about a version the device holds', async () => {
    const d = device(4);
    close = d.close;
    d.versions.heardOf(4);
    d.versions.heardOf(3);
    await d.idle();
    expect(d.server.fetches).toBe(0);
  });

  it('fetches once for a newer version, and not again for the same event twice', async () => {
    const d = device(4);
    close = d.close;
    d.server.version = 5;
    d.versions.heardOf(5);
    d.versions.heardOf(5);
    await d.queryClient.refetchQueries({ queryKey: listKeys.detail(LIST_ID) }, { cancelRefetch: false });
    d.versions.fetched();
    d.versions.heardOf(5);
    await d.idle();
    expect(d.server.fetches).toBe(1);
    expect(d.versions.held()).toBe(5);
  });

  it('adopts the answer to its own exact change without fetching, and skips its own event', async () => {
    const d = device(4);
    close = d.close;
    const tick = d.edit();
    d.server.version = 5;
    // The event may beat the answer home.
    d.versions.heardOf(5);
    d.versions.answered(5, true);
    tick.finish();
    await tick.settled;
    await d.idle();
    expect(d.server.fetches).toBe(0);
    expect(d.versions.held()).toBe(5);
  });

  it('fetches once after the last of its changes when someone else changed the list in between', async () => {
    const d = device(4);
    close = d.close;
    const first = d.edit();
    const second = d.edit();
    d.server.version = 7;
    // Another shopper's change took version 5; this device's two took 6 and 7.
    d.versions.heardOf(5);
    d.versions.answered(6, true);
    first.finish();
    await first.settled;
    d.versions.heardOf(6);
    d.versions.answered(7, true);
    d.versions.heardOf(7);
    second.finish();
    await second.settled;
    await d.idle();
    expect(d.server.fetches).toBe(1);
  });

  it('fetches once after a change it cannot show exactly (a move, an add)', async () => {
    const d = device(4);
    close = d.close;
    const move = d.edit();
    d.server.version = 5;
    d.versions.answered(5, false);
    d.versions.heardOf(5);
    move.finish();
    await move.settled;
    await d.idle();
    expect(d.server.fetches).toBe(1);
  });

  it('fetches when told the list changed in an unknown way (access lost or a reconnect)', async () => {
    const d = device(4);
    close = d.close;
    d.versions.heardOf(undefined);
    await d.idle();
    expect(d.server.fetches).toBe(1);
  });
});
