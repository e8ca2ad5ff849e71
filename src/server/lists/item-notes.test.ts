import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('an item note, on %s', (kind) => {
  let app: TestApp;
  let shopper: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '50' });
    shopper = await signUpUser(app, 'Noor');
  });
  afterAll(() => app.close());

  const newList = async () => resultOf(await app.call('createList', { name: 'Notes' }, shopper.cookie)).id;
  const add = async (listId: string, text: string) =>
    resultOf(await app.call('addItems', { listId, text }, shopper.cookie));
  const rows = async (listId: string) => {
    const { list } = resultOf(await app.call('getList', { listId }, shopper.cookie));
    return Object.values(list.items ?? {})
      .flat()
      .map(({ id, label, quantity, note }) => ({ id, label, quantity, note }));
  };

  it('comes off a typed line, and a line naming the same item joins its row keeping the note', async () => {
    const listId = await newList();
    await add(listId, 'onion, diced\nlarge yellow onion, diced');
    expect(await rows(listId)).toEqual([
      expect.objectContaining({ label: 'onion', quantity: null, note: 'diced' }),
      expect.objectContaining({ label: 'large yellow onion', quantity: null, note: 'diced' }),
    ]);
    const joined = await add(listId, '2 onions, sliced');
    expect(joined).toMatchObject({ added: 0, merged: 1 });
    expect((await rows(listId))[0]).toMatchObject({ label: 'onion', quantity: '2', note: 'diced' });
  });

  it('is taken from a joining line when the row had none', async () => {
    const listId = await newList();
    await add(listId, 'cilantro');
    await add(listId, 'cilantro, for serving');
    expect(await rows(listId)).toEqual([
      expect.objectContaining({ label: 'cilantro', quantity: null, note: 'for serving' }),
    ]);
  });

  it('keeps amounts that do not add up on one row: butter by weight and in sticks', async () => {
    const listId = await newList();
    await add(listId, 'butter 1.5 lb');
    await add(listId, 'butter 2 sticks');
    expect(await rows(listId)).toEqual([
      expect.objectContaining({ label: 'butter', quantity: '1.5 lb + 2 sticks', note: null }),
    ]);
  });

  it('is set, trimmed and cleared with setItemNote, and comes back with an Undo of a delete', async () => {
    const listId = await newList();
    await add(listId, 'kidney beans');
    const [beans] = await rows(listId);
    const itemId = beans?.id ?? '';
    const set = await app.call('setItemNote', { listId, itemId, note: '  low sodium ' }, shopper.cookie);
    expect(set.status).toBe(200);
    expect((await rows(listId))[0]).toMatchObject({ label: 'kidney beans', note: 'low sodium' });
    resultOf(await app.call('deleteItem', { listId, itemId }, shopper.cookie));
    expect(await rows(listId)).toEqual([]);
    resultOf(await app.call('restoreItems', { listId, itemIds: [itemId] }, shopper.cookie));
    expect((await rows(listId))[0]).toMatchObject({ id: itemId, note: 'low sodium' });
    resultOf(await app.call('setItemNote', { listId, itemId, note: ' ' }, shopper.cookie));
    expect((await rows(listId))[0]).toMatchObject({ id: itemId, note: null });
  });

  it('refuses a note over the limit with a message, and an item not on the list with 404', async () => {
    const listId = await newList();
    await add(listId, 'rice');
    const [rice] = await rows(listId);
    const long = await app.call(
      'setItemNote',
      { listId, itemId: rice?.id ?? '', note: 'n'.repeat(201) },
      shopper.cookie,
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Keep the note under 200 characters.');
    const missing = await app.call('setItemNote', { listId, itemId: 'gone', note: 'x' }, shopper.cookie);
    expect(missing.status).toBe(404);
  });

  it('goes out in the data file', async () => {
    const listId = await newList();
    await add(listId, 'shredded cheddar, for serving');
    const exported = resultOf(await app.call('exportMyData', {}, shopper.cookie));
    const items = exported.lists.flatMap((list) => list.items);
    expect(items).toContainEqual(
      expect.objectContaining({ name: 'shredded cheddar', note: 'for serving', quantity: null }),
    );
  });
});
