import type { InputOf, OutputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Detail = OutputOf<'getList'>['list'];

describe.each(DATABASE_KINDS)('saved lists on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '3' });
    owner = await signUpUser(app, 'Olive');
    member = await signUpUser(app, 'Milo');
    stranger = await signUpUser(app, 'Stan');
    // The owner is Pro, so the many lists these tests make stay clear of the free limit tested below.
    await makePro(app, owner);
  });
  afterAll(() => app.close());

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, user: TestUser | null) => {
    const answer = await app.call(name, input, user?.cookie);
    return { ...answer, result: answer.body?.result };
  };
  const newList = async (name = 'Weekend') => {
    const created = await call('createList', { name }, owner);
    expect(created.status).toBe(200);
    const { id } = resultOf(created);
    await app.services.lists.addMember(id, member.uid);
    return id;
  };
  const detail = async (listId: string, user: TestUser = owner) =>
    resultOf(await call('getList', { listId }, user)).list;
  const itemsOf = (list: Detail) => Object.values(list.items ?? {}).flat();

  it('creates, names, fills, sorts and shows a list in the owner’s and member’s overviews', async () => {
    const listId = await newList();
    const before = (await detail(listId)).version;
    expect((await call('addItems', { listId, text: 'milk\n\nbananas\ndish soap' }, member)).result).toEqual({
      added: 3,
      merged: 0,
      version: before + 1,
    });
    const list = await detail(listId);
    expect(list.version).toBe(before + 1);
    expect(list.name).toBe('Weekend');
    expect(Object.keys(list.items ?? {})).toEqual(['Produce', 'Dairy & Eggs', 'Household & Cleaning']);
    expect(list.members.map((m) => [m.displayName, m.isOwner])).toEqual([
      ['Olive', true],
      ['Milo', false],
    ]);
    // What each may do is decided on the server and sent with the list, in the overview and the detail.
    const ownerMay = {
      rename: true,
      delete: true,
      leave: false,
      share: true,
      removeMembers: true,
      setVisibility: true,
    };
    const memberMay = {
      rename: true,
      delete: false,
      leave: true,
      share: true,
      removeMembers: false,
      setVisibility: false,
    };
    for (const [user, abilities] of [
      [owner, ownerMay],
      [member, memberMay],
    ] as const) {
      const { lists } = resultOf(await call('listLists', {}, user));
      expect(lists.find((entry) => entry.id === listId)).toMatchObject({
        itemCount: 3,
        members: [owner.uid, member.uid],
        abilities,
      });
      expect((await detail(listId, user)).abilities).toEqual(abilities);
    }
    const { lists } = resultOf(await call('listLists', {}, stranger));
    expect(lists.some((entry) => entry.id === listId)).toBe(false);
  });

  it('answers an empty list with items null, and the default name when none is given', async () => {
    const created = await call('createList', {}, member);
    const { id } = resultOf(created);
    const list = resultOf(await call('getList', { listId: id }, member)).list;
    expect(list).toMatchObject({ name: 'My Grocery List', items: null, needsResort: false });
    await call('deleteList', { listId: id }, member);
  });

  it('renames only to a non-blank, changed name', async () => {
    const listId = await newList('Before');
    await call('updateListName', { listId, name: '   ' }, member);
    expect((await detail(listId)).name).toBe('Before');
    await call('updateListName', { listId, name: '  After  ' }, member);
    expect((await detail(listId)).name).toBe('After');
    expect((await call('updateListName', { listId, name: 'x'.repeat(81) }, owner)).status).toBe(400);
  });

  it('toggles, renames (flagging a re-sort), moves, deletes and clears items', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'apples\noat milk\nsponges' }, owner);
    const [apples, oatMilk, sponges] = itemsOf(await detail(listId)).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    if (!apples || !oatMilk || !sponges) {
      throw new Error('items missing');
    }
    await call('toggleItem', { listId, itemId: apples.id, checked: true }, member);
    // A new name that stays in its aisle needs no re-sort.
    await call('renameItem', { listId, itemId: apples.id, name: 'green apples' }, owner);
    expect(await detail(listId)).toMatchObject({ needsResort: false, resortBy: null });
    await call('renameItem', { listId, itemId: sponges.id, name: 'apple juice' }, member);
    let list = await detail(listId);
    expect(itemsOf(list).find((item) => item.id === apples.id)?.checked).toBe(true);
    // One that belongs in another aisle does, and says who renamed it, so each member's warning is worded for them.
    expect(list).toMatchObject({ needsResort: true, resortBy: member.uid });
    expect(list.items?.['Household & Cleaning']?.map((item) => item.name)).toEqual(['apple juice']);

    await call('resortList', { listId }, owner);
    list = await detail(listId);
    expect(list).toMatchObject({ needsResort: false, resortBy: null });
    expect(list.items?.Beverages?.map((item) => item.name)).toEqual(['apple juice']);
    expect(itemsOf(list).find((item) => item.id === apples.id)?.checked).toBe(true);

    await call('moveItem', { listId, itemId: oatMilk.id, category: 'Beverages' }, owner);
    expect((await detail(listId)).items?.Beverages?.map((item) => item.name).sort()).toEqual([
      'apple juice',
      'oat milk',
    ]);
    // The owner's correction is remembered for their next lists, not for anyone else's.
    const next = await newList('Next week');
    await call('addItems', { listId: next, text: 'Oat Milk' }, owner);
    expect(Object.keys((await detail(next)).items ?? {})).toEqual(['Beverages']);
    const members = await newList('Member’s week');
    await call('addItems', { listId: members, text: 'oat milk' }, member);
    expect((await detail(members)).items?.['Dairy & Eggs']?.map((item) => item.name)).toEqual(['oat milk']);

    await call('deleteItem', { listId, itemId: apples.id }, member);
    expect(itemsOf(await detail(listId)).some((item) => item.id === apples.id)).toBe(false);
    expect((await call('toggleItem', { listId, itemId: apples.id, checked: false }, owner)).status).toBe(404);
    await call('clearList', { listId }, member);
    expect((await detail(listId)).items).toBeNull();
    await call('deleteList', { listId: next }, owner);
  });

  it('sorts text into a saved list through sortItems', async () => {
    const listId = await newList();
    const answer = await call('sortItems', { listId, text: 'kale\nbagels' }, member);
    expect(answer.status).toBe(200);
    expect(Object.keys(resultOf(answer).items)).toEqual(['Produce', 'Bakery']);
    expect((await call('sortItems', { listId, text: 'kale' }, stranger)).status).toBe(404);
    expect((await call('sortItems', { listId, text: 'kale' }, null)).status).toBe(401);
  });

  it('lets the owner remove a member and a member leave, never the owner', async () => {
    const listId = await newList();
    expect((await call('removeMember', { listId, memberId: owner.uid }, member)).status).toBe(403);
    expect((await call('leaveList', { listId }, owner)).body?.error?.message).toBe(MESSAGES.ownerCannotLeave);
    expect((await call('removeMember', { listId, memberId: member.uid }, owner)).status).toBe(200);
    expect((await call('getList', { listId }, member)).status).toBe(404);
    await app.services.lists.addMember(listId, member.uid);
    expect((await call('leaveList', { listId }, member)).status).toBe(200);
    expect((await call('getList', { listId }, member)).status).toBe(404);
  });

  it('lets only the owner delete a list', async () => {
    const listId = await newList();
    const refused = await call('deleteList', { listId }, member);
    expect(refused.status).toBe(403);
    expect(refused.body?.error?.message).toBe(MESSAGES.ownerOnlyDelete);
    expect((await call('deleteList', { listId }, owner)).status).toBe(200);
    expect((await call('getList', { listId }, owner)).status).toBe(404);
  });

  it('keeps free accounts to FREE_LIST_LIMIT lists, with a message pointing to Pro', async () => {
    const free = await signUpUser(app, 'Fran');
    for (let index = 0; index < 3; index += 1) {
      expect((await call('createList', { name: `List ${index}` }, free)).status).toBe(200);
    }
    const fourth = await call('createList', { name: 'One too many' }, free);
    expect(fourth.status).toBe(403);
    expect(fourth.body?.error?.message).toBe(MESSAGES.freeListLimit(3));
    await makePro(app, free);
    expect((await call('createList', { name: 'Pro has no limit' }, free)).status).toBe(200);
  });

  it('loses nothing when two members add 80 items at once', async () => {
    const listId = await newList();
    const adds = Array.from({ length: 40 }, (_, index) => [
      call('addItems', { listId, text: `owner item ${index}` }, owner),
      call('addItems', { listId, text: `member item ${index}` }, member),
    ]).flat();
    const answers = await Promise.all(adds);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const names = itemsOf(await detail(listId)).map((item) => item.name);
    expect(names).toHaveLength(80);
    expect(new Set(names).size).toBe(80);
  });

  it('answers each of many ticks written together by what became of it', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'eggs\nflour' }, owner);
    const [eggs, flour] = itemsOf(await detail(listId));
    if (!eggs || !flour) {
      throw new Error('items missing');
    }
    const tick = (itemId: string, user: TestUser, checked: boolean) =>
      call('toggleItem', { listId, itemId, checked }, user);
    // Sent in one go, so they reach the database in the same write (the owner's session is fresh from detail()).
    const [byStranger, missing, first, last, other] = await Promise.all([
      tick(eggs.id, stranger, true),
      tick('no-such-item', member, true),
      tick(flour.id, owner, true),
      tick(flour.id, owner, false),
      tick(eggs.id, member, true),
    ]);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body?.error?.message).toBe(MESSAGES.listNotFound);
    expect(missing.status).toBe(404);
    expect(missing.body?.error?.message).toBe(MESSAGES.itemNotFound);
    expect([first.status, last.status, other.status]).toEqual([200, 200, 200]);
    const items = itemsOf(await detail(listId));
    // The later of two ticks of one item wins, as if they had come one after the other.
    expect(items.find((item) => item.id === flour.id)?.checked).toBe(false);
    expect(items.find((item) => item.id === eggs.id)?.checked).toBe(true);
  });

  it('leaves a list unstamped when a tick finds nothing to change', async () => {
    const listId = await newList();
    const before = (await app.services.lists.relationOf({ listId, userId: owner.uid }))?.list;
    const outcomes = await Promise.all([
      app.services.lists.setChecked({ listId, itemId: 'gone', userId: owner.uid, checked: true }),
      app.services.lists.setChecked({ listId, itemId: 'gone', userId: stranger.uid, checked: true }),
      app.services.lists.setChecked({
        listId,
        itemId: 'bad\u0000id\ud800',
        userId: owner.uid,
        checked: true,
      }),
    ]);
    expect(outcomes).toEqual([
      { done: false, missing: 'item' },
      { done: false, missing: 'list' },
      { done: false, missing: 'item' },
    ]);
    const after = (await app.services.lists.relationOf({ listId, userId: owner.uid }))?.list;
    expect(after?.lastUpdated).toEqual(before?.lastUpdated);
    expect(after?.version).toBe(before?.version);
  });

  it('adds items written together in arrival order, each add as typed, and only for members', async () => {
    const listId = await newList();
    const add = (userId: string, names: string[]) =>
      app.services.lists.addItemsAsMember({
        listId,
        userId,
        items: names.map((name) => ({ id: `${listId}-${name}`, name, category: 'Pantry' as const })),
      });
    const base = (await detail(listId)).version;
    const outcomes = await Promise.all([
      add(owner.uid, ['rice', 'beans', 'lentils']),
      add(stranger.uid, ['smuggled']),
      add(member.uid, ['oats', 'barley']),
    ]);
    // Each caller is told the version that holds their own change: one more per caller, in arrival order.
    expect(outcomes).toEqual([
      { done: true, version: base + 1, added: 3, merged: 0 },
      { done: false, missing: 'list' },
      { done: true, version: base + 2, added: 2, merged: 0 },
    ]);
    // Half a UTF-16 pair in one caller's text must not fail the others sharing its write.
    const shared = await Promise.all([add(owner.uid, ['half \ud800 pair']), add(member.uid, ['whole'])]);
    expect(shared).toEqual([
      { done: true, version: base + 3, added: 1, merged: 0 },
      { done: true, version: base + 4, added: 1, merged: 0 },
    ]);
    expect((await detail(listId)).version).toBe(base + 4);
    expect(itemsOf(await detail(listId)).map((item) => item.name)).toEqual([
      'rice',
      'beans',
      'lentils',
      'oats',
      'barley',
      'half \ufffd pair',
      'whole',
    ]);
  });

  it('refuses an add from a member removed while their items were being sorted', async () => {
    const listId = await newList();
    await app.services.lists.removeMember(listId, member.uid);
    const outcome = await app.services.lists.addItemsAsMember({
      listId,
      userId: member.uid,
      items: [{ id: `${listId}-late`, name: 'late', category: 'Pantry' }],
    });
    expect(outcome).toEqual({ done: false, missing: 'list' });
    expect((await detail(listId)).items).toBeNull();
  });

  it('keeps both of two concurrent toggles of different items', async () => {
    const listId = await newList();
    await call(
      'addItems',
      { listId, text: Array.from({ length: 20 }, (_, i) => `thing ${i}`).join('\n') },
      owner,
    );
    const items = itemsOf(await detail(listId));
    await Promise.all(
      items.map((item, index) =>
        call('toggleItem', { listId, itemId: item.id, checked: true }, index % 2 ? owner : member),
      ),
    );
    expect(itemsOf(await detail(listId)).every((item) => item.checked)).toBe(true);
  });
});
