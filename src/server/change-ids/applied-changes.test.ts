import { randomUUID } from 'node:crypto';
import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('changes a device sends again, on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '50' });
    owner = await signUpUser(app, 'Olive');
    member = await signUpUser(app, 'Milo');
  });
  afterAll(() => app.close());

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, user: TestUser = owner) => {
    const answer = await app.call(name, input, user.cookie);
    return { status: answer.status, body: answer.body, result: answer.body?.result };
  };
  const newList = async () => {
    const { id } = resultOf(await call('createList', { name: 'Shop' }));
    await app.services.lists.addMember(id, member.uid);
    return id;
  };
  const detail = async (listId: string) => resultOf(await call('getList', { listId })).list;
  const items = async (listId: string) => Object.values((await detail(listId)).items ?? {}).flat();

  it('adds items under the ids the device made, once, however often the add is sent', async () => {
    const listId = await newList();
    // Copies of one add sent at once (a retry while the first is in flight) go into one write or a few.
    const twice = { listId, text: 'oats', itemIds: [randomUUID()], changeId: randomUUID() };
    const copies = await Promise.all([1, 2, 3].map(() => call('addItems', twice)));
    expect(copies.map((copy) => copy.result)).toEqual([1, 2, 3].map(() => copies[0]?.result));
    expect(copies[0]?.result).toEqual({ version: expect.any(Number), added: 1, merged: 0 });
    expect((await items(listId)).map((item) => item.name)).toEqual(['oats']);

    const itemIds: [string, string] = [randomUUID(), randomUUID()];
    const add = { listId, text: 'milk\nbananas', itemIds, changeId: randomUUID() };
    const first = await call('addItems', add);
    expect(first.result).toEqual({ version: expect.any(Number), added: 2, merged: 0 });
    const again = await call('addItems', add);
    expect(again.result).toEqual(first.result);
    const onList = await items(listId);
    expect(
      onList
        .filter((item) => item.name !== 'oats')
        .map((item) => item.id)
        .sort(),
    ).toEqual([...itemIds].sort());
    expect((await detail(listId)).version).toBe(first.result?.version);

    // A later queued change names an item by the device's id.
    const tick = { listId, itemId: itemIds[1], checked: true, changeId: randomUUID() };
    const ticked = await call('toggleItem', tick);
    expect(ticked.status).toBe(200);
    expect((await call('toggleItem', tick)).result).toEqual(ticked.result);
    expect((await detail(listId)).version).toBe(ticked.result?.version);
    expect((await items(listId)).find((item) => item.id === itemIds[1])?.checked).toBe(true);
  });

  it('a replayed tick does not undo a later one, and answers what it answered first', async () => {
    const listId = await newList();
    const itemId = randomUUID();
    await call('addItems', { listId, text: 'eggs', itemIds: [itemId] });
    const fresh = { listId, itemId, checked: true, changeId: randomUUID() };
    const before = (await detail(listId)).version;
    const firstCopies = await Promise.all([1, 2, 3].map(() => call('toggleItem', fresh)));
    expect(new Set(firstCopies.map((copy) => copy.result?.version))).toEqual(new Set([before + 1]));
    expect((await detail(listId)).version).toBe(before + 1);

    const queued = { listId, itemId, checked: true, changeId: randomUUID() };
    const first = await call('toggleItem', queued);
    await call('toggleItem', { listId, itemId, checked: false }, member);
    // Several copies in one batch, as a phone retrying a lost answer while the first is still in flight.
    const copies = await Promise.all([1, 2, 3].map(() => call('toggleItem', queued)));
    expect(copies.map((copy) => copy.result)).toEqual([first.result, first.result, first.result]);
    expect((await items(listId))[0]?.checked).toBe(false);
  });

  it('a replayed clear does not remove what was added after it, nor a replayed rename undo a later one', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'milk' });
    const clear = { listId, changeId: randomUUID() };
    const cleared = await call('clearList', clear);
    await call('addItems', { listId, text: 'bread' }, member);
    expect((await call('clearList', clear)).result).toEqual(cleared.result);
    expect((await items(listId)).map((item) => item.name)).toEqual(['bread']);

    const rename = { listId, name: 'Saturday', changeId: randomUUID() };
    const renamed = await call('updateListName', rename);
    await call('updateListName', { listId, name: 'Sunday' });
    expect((await call('updateListName', rename)).result).toEqual(renamed.result);
    expect((await detail(listId)).name).toBe('Sunday');
  });

  it('renames, moves and deletes an item once each', async () => {
    const listId = await newList();
    const itemId = randomUUID();
    await call('addItems', { listId, text: 'oat milk', itemIds: [itemId] });
    const rename = { listId, itemId, name: 'oat drink', changeId: randomUUID() };
    const move = { listId, itemId, category: 'Beverages', changeId: randomUUID() };
    const remove = { listId, itemId, changeId: randomUUID() };
    for (const [name, data] of [
      ['renameItem', rename],
      ['moveItem', move],
      ['deleteItem', remove],
    ] as const) {
      const first = await call(name, data);
      expect(first.status).toBe(200);
      expect((await call(name, data)).result).toEqual(first.result);
    }
    expect(await items(listId)).toEqual([]);
    // A delete that found nothing is not remembered: it is worked out again, and still finds nothing.
    const gone = { listId, itemId, changeId: randomUUID() };
    expect((await call('deleteItem', gone)).body).toMatchObject({
      error: { message: MESSAGES.itemNotFound },
    });
    expect((await call('deleteItem', gone)).body).toMatchObject({
      error: { message: MESSAGES.itemNotFound },
    });
  });

  it('answers an applied change even after its sender lost the list, and keeps change ids apart per user', async () => {
    const listId = await newList();
    const changeId = randomUUID();
    const added = await call('addItems', { listId, text: 'tea', changeId }, member);
    await app.services.lists.removeMember(listId, member.uid);
    expect((await call('addItems', { listId, text: 'tea', changeId }, member)).result).toEqual(added.result);
    // The same id from another account is that account's own change.
    const owners = await call('addItems', { listId, text: 'coffee', changeId });
    expect(owners.result?.added).toBe(1);
    expect((await items(listId)).map((item) => item.name)).toEqual(['tea', 'coffee']);
  });

  it('copies of one change in the same write take effect once and are all answered alike', async () => {
    const listId = await newList();
    const itemId = randomUUID();
    await call('addItems', { listId, text: 'rice', itemIds: [itemId] });
    const before = (await detail(listId)).version;
    // Calls made together go into one batched write.
    const tick = { listId, itemId, userId: owner.uid, checked: true, changeId: randomUUID() };
    const ticks = await Promise.all([1, 2, 3].map(() => app.services.lists.setChecked(tick)));
    expect(ticks).toEqual([1, 2, 3].map(() => ({ done: true, version: before + 1 })));
    const add = {
      listId,
      userId: owner.uid,
      items: [{ id: randomUUID(), name: 'salt', category: 'Pantry' as const }],
      changeId: randomUUID(),
    };
    const adds = await Promise.all([1, 2, 3].map(() => app.services.lists.addItemsAsMember(add)));
    expect(adds).toEqual([1, 2, 3].map(() => ({ done: true, version: before + 2, added: 1, merged: 0 })));
    expect((await items(listId)).map((item) => item.name).sort()).toEqual(['rice', 'salt']);
    expect((await detail(listId)).version).toBe(before + 2);
  });

  it('refuses ids that are not UUIDs and item ids that do not match the lines, with a message', async () => {
    const listId = await newList();
    const badChange = await call('toggleItem', { listId, itemId: 'x', checked: true, changeId: 'seven' });
    expect(badChange.status).toBe(400);
    expect(badChange.body).toMatchObject({
      error: { message: 'A change id must be a UUID made on the device.' },
    });
    const badItem = await call('addItems', { listId, text: 'milk', itemIds: ['1'] });
    expect(badItem.status).toBe(400);
    const mismatch = await call('addItems', { listId, text: 'milk\neggs', itemIds: [randomUUID()] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ error: { message: MESSAGES.itemIdsMismatch } });
    expect(await items(listId)).toEqual([]);
  });

  it('forgets change ids after 30 days', async () => {
    const listId = await newList();
    const changeId = randomUUID();
    await call('clearList', { listId, changeId });
    await app.database.db.execute(
      sql`update applied_change set applied_at = now() - interval '31 days' where change_id = ${changeId}`,
    );
    expect(await app.services.appliedChanges.forgetOlderThan()).toBeGreaterThanOrEqual(1);
    const left = await queryRows(
      app.database,
      sql`select 1 from applied_change where change_id = ${changeId}`,
    );
    expect(left).toEqual([]);
  });
});
