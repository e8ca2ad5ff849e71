import { randomUUID } from 'node:crypto';
import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { type QueuedChange, queuedChange } from '@tests/support/queued-change';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('replayChanges, a queue sent in one call, on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '50' });
    owner = await signUpUser(app, 'Rita');
    stranger = await signUpUser(app, 'Sol');
  });
  afterAll(() => app.close());

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, user: TestUser = owner) => {
    const answer = await app.call(name, input, user.cookie);
    return { status: answer.status, body: answer.body, result: answer.body?.result };
  };
  const replay = (changes: QueuedChange[], user: TestUser = owner) =>
    call('replayChanges', { changes }, user);
  const newList = async () => resultOf(await call('createList', { name: 'Queue' })).id;
  const detail = async (listId: string) => resultOf(await call('getList', { listId })).list;
  const items = async (listId: string) => Object.values((await detail(listId)).items ?? {}).flat();
  const change = queuedChange;

  it('applies the changes in the order made, each answered with the version that holds it', async () => {
    const listId = await newList();
    const [milk, eggs] = [randomUUID(), randomUUID()];
    const { version: start } = await detail(listId);
    const queue = [
      change('addItems', { listId, text: 'milk\neggs', itemIds: [milk, eggs] }),
      change('toggleItem', { listId, itemId: milk, checked: true }),
      change('toggleItem', { listId, itemId: milk, checked: false }),
      change('renameItem', { listId, itemId: eggs, name: 'free-range eggs' }),
      change('moveItem', { listId, itemId: eggs, category: 'Pantry' }),
      change('updateListName', { listId, name: 'Saturday' }),
      change('toggleItem', { listId, itemId: eggs, checked: true }),
      change('setItemNote', { listId, itemId: milk, note: '  oat, unsweetened ' }),
    ];
    const { status, result } = await replay(queue);
    expect(status).toBe(200);
    expect(result?.results).toEqual(
      queue.map((_, index) =>
        index === 0 ? { version: start + 1, added: 2, merged: 0 } : { version: start + index + 1 },
      ),
    );
    const list = await detail(listId);
    expect(list.name).toBe('Saturday');
    expect(list.version).toBe(start + queue.length);
    expect(list.items).toEqual({
      'Dairy & Eggs': [
        {
          id: milk,
          name: 'milk, oat, unsweetened',
          label: 'milk',
          quantity: null,
          note: 'oat, unsweetened',
          checked: false,
          checkedAt: null,
          addedBy: 'Rita',
        },
      ],
      Pantry: [
        {
          id: eggs,
          name: 'free-range eggs',
          label: 'free-range eggs',
          quantity: null,
          note: null,
          checked: true,
          checkedAt: expect.any(String),
          addedBy: 'Rita',
        },
      ],
    });
  });

  it('refuses one change with its reason and goes on with the rest', async () => {
    const listId = await newList();
    const [bread] = [randomUUID()];
    await call('addItems', { listId, text: 'bread', itemIds: [bread] });
    const gone = randomUUID();
    const { result } = await replay([
      change('renameItem', { listId, itemId: gone, name: 'rye' }),
      change('toggleItem', { listId, itemId: bread, checked: true }),
      change('deleteItem', { listId, itemId: gone }),
    ]);
    expect(result?.results[0]).toEqual({ error: { status: 'NOT_FOUND', message: MESSAGES.itemNotFound } });
    expect(result?.results[1]).toEqual({ version: expect.any(Number) });
    expect(result?.results[2]).toEqual({ error: { status: 'NOT_FOUND', message: MESSAGES.itemNotFound } });
    expect((await items(listId)).map((item) => `${item.name}:${item.checked}`)).toEqual(['bread:true']);

    // Input the contract refuses spoils the whole call, before anything is written: the device then sends
    // the changes one by one to find the one at fault.
    const spoiled = await replay([
      change('toggleItem', { listId, itemId: bread, checked: false }),
      change('renameItem', { listId, itemId: bread, name: 'x'.repeat(500) }),
    ]);
    expect(spoiled.status).toBe(400);
    expect((await items(listId)).map((item) => `${item.name}:${item.checked}`)).toEqual(['bread:true']);
  });

  it('answers a queue sent again (the answers were lost) as the first time, changing nothing', async () => {
    const listId = await newList();
    const itemId = randomUUID();
    const queue = [
      change('addItems', { listId, text: 'tea', itemIds: [itemId] }),
      change('toggleItem', { listId, itemId, checked: true }),
      change('deleteItem', { listId, itemId }),
      change('addItems', { listId, text: 'coffee', itemIds: [randomUUID()] }),
    ];
    const first = await replay(queue);
    const before = await detail(listId);
    const again = await replay(queue);
    expect(again.result).toEqual(first.result);
    expect(await detail(listId)).toEqual(before);
    expect((await items(listId)).map((item) => item.name)).toEqual(['coffee']);
  });

  it('refuses every change to a list the caller cannot see, in the same words as one call would', async () => {
    const listId = await newList();
    const { result } = await replay(
      [change('addItems', { listId, text: 'crisps' }), change('clearList', { listId })],
      stranger,
    );
    expect(result?.results).toEqual([
      { error: { status: 'NOT_FOUND', message: MESSAGES.listNotFound } },
      { error: { status: 'NOT_FOUND', message: MESSAGES.listNotFound } },
    ]);
    expect(await items(listId)).toEqual([]);
  });

  it('takes only queued writes, each with its change id, and at most 100 at a time', async () => {
    const listId = await newList();
    // Queues the contract does not take, on purpose: unchecked.
    const replayUnchecked = (changes: unknown[]) =>
      app.callUnchecked('replayChanges', { changes }, owner.cookie);
    const noId = await replayUnchecked([
      { procedure: 'toggleItem', input: { listId, itemId: randomUUID(), checked: true } },
    ]);
    expect(noId.status).toBe(400);
    const notQueued = await replayUnchecked([
      { procedure: 'deleteList', input: { listId, changeId: randomUUID() } },
    ]);
    expect(notQueued.status).toBe(400);
    const tooMany = await replay(
      Array.from({ length: 101 }, () =>
        change('toggleItem', { listId, itemId: randomUUID(), checked: true }),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.error?.message).toBe('Send at most 100 changes at a time.');
    const guest = await app.call('replayChanges', { changes: [change('clearList', { listId })] });
    expect(guest.status).toBe(401);
    expect(await detail(listId)).toMatchObject({ name: 'Queue' });
  });
});
