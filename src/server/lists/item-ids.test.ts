import { randomUUID } from 'node:crypto';
import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { queuedChange } from '@tests/support/queued-change';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Item ids are made on devices and unique across all lists, so an id one list uses must never reach into another
// list's items or its Undo (issue 31, 2.3).
describe.each(DATABASE_KINDS)('item ids made on a device, on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let exMember: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await signUpUser(app, 'Olive');
    exMember = await signUpUser(app, 'Mallory');
    await makePro(app, owner);
    await makePro(app, exMember);
  });
  afterAll(() => app.close());

  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    app.call(name, input, who.cookie).then((answer) => resultOf(answer));
  const rows = async (listId: string, who: TestUser) =>
    Object.values((await call('getList', { listId }, who)).list.items ?? {}).flat();

  /** The owner's list with one item the member saw before the owner removed them; and the member's own list. */
  const sharedThenRemoved = async () => {
    const { id: listId } = await call('createList', { name: 'Home' }, owner);
    await app.services.lists.addMember(listId, exMember.uid);
    // As the web app adds items: each with an id the device made.
    await call('addItems', { listId, text: 'birthday cake', itemIds: [randomUUID()] }, owner);
    const [seen] = await rows(listId, exMember);
    if (!seen) {
      throw new Error('the member saw no item');
    }
    await call('removeMember', { listId, memberId: exMember.uid }, owner);
    const { id: ownList } = await call('createList', { name: 'Mine' }, exMember);
    return { listId, itemId: seen.id, ownList };
  };
  /** The ex-member puts the owner's item id on their own list. */
  const reuse = (ownList: string, itemId: string) =>
    app.call('addItems', { listId: ownList, text: 'EVIL injected', itemIds: [itemId] }, exMember.cookie);
  /** The owner deletes the item and presses Undo: it must come back as the owner wrote it, on no other list. */
  const expectOwnerUndoWorks = async (
    ids: { listId: string; itemId: string; ownList: string },
    deleteFirst: boolean,
  ) => {
    const { listId, itemId, ownList } = ids;
    if (deleteFirst) {
      await call('deleteItem', { listId, itemId }, owner);
    }
    expect((await call('restoreItems', { listId, itemIds: [itemId] }, owner)).restored).toBe(1);
    expect(await rows(listId, owner)).toEqual([
      expect.objectContaining({ id: itemId, name: 'birthday cake' }),
    ]);
    expect(await rows(ownList, exMember)).toEqual([]);
  };

  // Deleted there, the ex-member's text went into the owner's Undo; kept there, the owner's Undo restored nothing.
  it.each([
    ['deletes it there', true],
    ['keeps it', false],
  ])(
    'refuses an ex-member’s add that reuses an item id of the list they left (and %s): the owner’s Undo brings the owner’s item back',
    async (_, deletesIt) => {
      const ids = await sharedThenRemoved();
      await call('deleteItem', { listId: ids.listId, itemId: ids.itemId }, owner);

      // While the owner's Undo is still on screen, the ex-member puts the id on their own list.
      const reused = await reuse(ids.ownList, ids.itemId);
      if (deletesIt) {
        await app.call('deleteItem', { listId: ids.ownList, itemId: ids.itemId }, exMember.cookie);
      }

      await expectOwnerUndoWorks(ids, false);
      // A device makes a new UUID for every item, so an id taken by another list is misuse, refused as such.
      expect(reused.status).toBe(400);
      expect(reused.body?.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.itemIdTaken });
    },
  );

  it('refuses an id on another list before the owner deletes it, so the owner’s Undo still finds it', async () => {
    const ids = await sharedThenRemoved();
    const reused = await reuse(ids.ownList, ids.itemId);
    await expectOwnerUndoWorks(ids, true);
    expect(reused.status).toBe(400);
  });

  it('refuses the reused id in a queue sent with replayChanges too, and goes on with the rest', async () => {
    const ids = await sharedThenRemoved();
    await call('deleteItem', { listId: ids.listId, itemId: ids.itemId }, owner);
    const queued = queuedChange;
    const { results } = await call(
      'replayChanges',
      {
        changes: [
          queued('addItems', { listId: ids.ownList, text: 'EVIL injected', itemIds: [ids.itemId] }),
          queued('deleteItem', { listId: ids.ownList, itemId: ids.itemId }),
          queued('addItems', { listId: ids.ownList, text: 'tea', itemIds: [randomUUID()] }),
        ],
      },
      exMember,
    );
    expect(results[0]).toEqual({ error: { status: 'INVALID_ARGUMENT', message: MESSAGES.itemIdTaken } });
    expect(results[2]).toMatchObject({ added: 1 });
    expect((await call('restoreItems', { listId: ids.listId, itemIds: [ids.itemId] }, owner)).restored).toBe(
      1,
    );
    expect(await rows(ids.listId, owner)).toEqual([
      expect.objectContaining({ id: ids.itemId, name: 'birthday cake' }),
    ]);
    expect((await rows(ids.ownList, exMember)).map((item) => item.name)).toEqual(['tea']);
  });

  it('takes a new id, and answers an add of an id already on the same list (a replay) by adding nothing', async () => {
    const { id: listId } = await call('createList', { name: 'Replay' }, owner);
    const itemId = randomUUID();
    await call('addItems', { listId, text: 'tea', itemIds: [itemId] }, owner);
    await call('addItems', { listId, text: 'coffee', itemIds: [itemId] }, owner);
    expect(await rows(listId, owner)).toEqual([expect.objectContaining({ id: itemId, name: 'tea' })]);

    // Deleted and waiting for an Undo, the id is still this list's: a replayed add does not bring it back.
    await call('deleteItem', { listId, itemId }, owner);
    await call('addItems', { listId, text: 'coffee', itemIds: [itemId] }, owner);
    expect(await rows(listId, owner)).toEqual([]);
    await call('restoreItems', { listId, itemIds: [itemId] }, owner);
    expect(await rows(listId, owner)).toEqual([expect.objectContaining({ id: itemId, name: 'tea' })]);
  });
});
