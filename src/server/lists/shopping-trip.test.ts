import type { InputOf, ProcedureName } from '@shared/api';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/new-id';
import { splitSavedQuantities } from '../db/quantity-backfill';

describe.each(DATABASE_KINDS)('a list through a shopping trip on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await signUpUser(app, 'Olive');
    member = await signUpUser(app, 'Milo');
    await makePro(app, owner);
  });
  afterAll(() => app.close());

  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = owner) =>
    app.call(name, input, who.cookie).then((answer) => resultOf(answer));
  const newList = async () => {
    const { id } = await call('createList', { name: 'Trip' });
    await app.services.lists.addMember(id, member.uid);
    return id;
  };
  const detail = async (listId: string, who: TestUser = owner) =>
    (await call('getList', { listId }, who)).list;
  const rows = async (listId: string) => Object.values((await detail(listId)).items ?? {}).flat();
  const row = async (listId: string, label: string) => {
    const found = (await rows(listId)).filter((item) => item.label === label);
    expect(found).toHaveLength(1);
    return found[0] as (typeof found)[number];
  };

  it('keeps the quantity apart from the name and files the item by its name', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: '2 lbs chicken thighs\navocados x3\nmilk' });
    const list = await detail(listId);
    expect(list.items?.['Meat & Seafood']).toEqual([
      expect.objectContaining({ name: 'chicken thighs (2 lb)', label: 'chicken thighs', quantity: '2 lb' }),
    ]);
    expect(list.items?.Produce).toEqual([
      expect.objectContaining({ name: 'avocados (3)', label: 'avocados', quantity: '3' }),
    ]);
    expect(list.items?.['Dairy & Eggs']).toEqual([
      expect.objectContaining({ name: 'milk', label: 'milk', quantity: null }),
    ]);
  });

  it('merges the same item added by typing, by Add Meal to List and by plan → list into one summed row', async () => {
    const stew = await call('createMeal', {
      name: 'Chicken stew',
      ingredients: ['2 lb chicken thighs', '3 carrots', '1 pack tortillas'],
    });
    await call('addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: stew.id });
    const { listId } = await call('generateShoppingList', { dateLabel: 'Monday' });
    await app.services.lists.addMember(listId, member.uid);

    const typed = await call(
      'addItems',
      { listId, text: '2 lbs chicken thighs\nCarrots (2)\nlimes\ntortillas x2' },
      member,
    );
    expect(typed).toMatchObject({ added: 1, merged: 3 });
    const fromMeal = await call('addMealToList', {
      mealId: stew.id,
      listId,
    });
    expect(fromMeal).toEqual({ added: 0, merged: 3 });

    expect(await row(listId, 'chicken thighs')).toMatchObject({ quantity: '6 lb' });
    expect(await row(listId, 'carrots')).toMatchObject({ quantity: '8' });
    // A pack and a bare count do not add up: both stay on the one row.
    expect(await row(listId, 'tortillas')).toMatchObject({ quantity: '2 packs + 2' });
    expect((await rows(listId)).map((item) => item.label).sort()).toEqual([
      'carrots',
      'chicken thighs',
      'limes',
      'tortillas',
    ]);
    await call('clearMealPlan', {});
  });

  it('adds mass in compatible units and keeps incompatible ones side by side', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: '1 lb ground beef' });
    await call('addItems', { listId, text: '8 oz ground beef' });
    expect(await row(listId, 'ground beef')).toMatchObject({
      quantity: '1.5 lb',
      name: 'ground beef (1.5 lb)',
    });
    await call('addItems', { listId, text: 'ground beef (1 pack)' });
    expect(await row(listId, 'ground beef')).toMatchObject({ quantity: '1.5 lb + 1 pack' });
    // Naming an item again with no amount leaves its quantity as it was.
    await call('addItems', { listId, text: 'Ground Beef' });
    expect(await row(listId, 'ground beef')).toMatchObject({ quantity: '1.5 lb + 1 pack' });
  });

  it('unticks a ticked item added again, and merges lines that repeat within one add', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'eggs (6)' });
    const eggs = await row(listId, 'eggs');
    await call('toggleItem', { listId, itemId: eggs.id, checked: true }, member);
    expect((await row(listId, 'eggs')).checkedAt).not.toBeNull();
    const again = await call('addItems', {
      listId,
      text: '6 eggs\nbread\nBread',
    });
    expect(again).toMatchObject({ added: 1, merged: 1 });
    expect(await row(listId, 'eggs')).toMatchObject({
      id: eggs.id,
      quantity: '12',
      checked: false,
      checkedAt: null,
    });
    expect((await rows(listId)).filter((item) => item.label.toLowerCase() === 'bread')).toHaveLength(1);
  });

  it('records the order of ticks, unticks all, and removes ticked items with an undo that restores them as they were', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'apples\nbananas\n2 lb cherries\ndish soap' });
    const apples = await row(listId, 'apples');
    const bananas = await row(listId, 'bananas');
    const cherries = await row(listId, 'cherries');
    for (const item of [cherries, apples]) {
      await call('toggleItem', { listId, itemId: item.id, checked: true }, member);
    }
    const ticked = (await rows(listId)).filter((item) => item.checked);
    const tickOrder = [...ticked].sort((a, b) => String(a.checkedAt).localeCompare(String(b.checkedAt)));
    expect(tickOrder.map((item) => item.label)).toEqual(['cherries', 'apples']);

    await call('uncheckAll', { listId });
    expect((await rows(listId)).some((item) => item.checked || item.checkedAt !== null)).toBe(false);

    for (const item of [cherries, apples]) {
      await call('toggleItem', { listId, itemId: item.id, checked: true });
    }
    const before = await detail(listId);
    await call('removeCheckedItems', { listId }, member);
    expect((await rows(listId)).map((item) => item.label).sort()).toEqual(['bananas', 'dish soap']);

    const restored = await call('restoreItems', {
      listId,
      itemIds: [apples.id, cherries.id],
    });
    expect(restored.restored).toBe(2);
    // Ticks, aisles, quantities and places come back: the list reads as it did before the removal.
    expect((await detail(listId)).items).toEqual(before.items);
    // Undoing twice puts nothing back twice.
    expect((await call('restoreItems', { listId, itemIds: [apples.id] })).restored).toBe(0);
    expect(bananas.checked).toBe(false);
  });

  it('puts back a deleted item and a cleared list, for every member', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'rice\n2 cans tomatoes\nbasil' });
    const before = await detail(listId);
    const tomatoes = await row(listId, 'tomatoes');
    await call('deleteItem', { listId, itemId: tomatoes.id }, member);
    await call('restoreItems', { listId, itemIds: [tomatoes.id] }, member);
    expect((await detail(listId, member)).items).toEqual(before.items);

    const ids = (await rows(listId)).map((item) => item.id);
    await call('clearList', { listId });
    expect((await detail(listId)).items).toBeNull();
    await call('restoreItems', { listId, itemIds: ids }, member);
    expect((await detail(listId, member)).items).toEqual(before.items);
  });

  it('refuses Undo to someone not on the list and never restores items into another list', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'cocoa' });
    const cocoa = await row(listId, 'cocoa');
    await call('deleteItem', { listId, itemId: cocoa.id });
    const stranger = await signUpUser(app, 'Stan');
    const refused = await app.call('restoreItems', { listId, itemIds: [cocoa.id] }, stranger.cookie);
    expect(refused.status).toBe(404);
    const other = await newList();
    expect((await call('restoreItems', { listId: other, itemIds: [cocoa.id] })).restored).toBe(0);
    expect(await rows(other)).toEqual([]);
  });

  it('sets, normalizes and clears a quantity without moving the item', async () => {
    const listId = await newList();
    await call('addItems', { listId, text: 'flour' });
    const flour = await row(listId, 'flour');
    await call('setItemQuantity', { listId, itemId: flour.id, quantity: '2 Pounds' }, member);
    expect(await row(listId, 'flour')).toMatchObject({ quantity: '2 lb', name: 'flour (2 lb)' });
    await call('setItemQuantity', { listId, itemId: flour.id, quantity: 'enough for 4' });
    expect(await row(listId, 'flour')).toMatchObject({ quantity: 'enough for 4' });
    // A sum typed in the field is added up in the household's units, as two lines of flour would be.
    await call('setHouseholdUnits', { units: 'metric' });
    await call('setItemQuantity', { listId, itemId: flour.id, quantity: '1 lb + 8 oz' });
    expect(await row(listId, 'flour')).toMatchObject({ quantity: '680 g' });
    await call('setHouseholdUnits', { units: 'us' });
    await call('setItemQuantity', { listId, itemId: flour.id, quantity: '1 lb + 8 oz' });
    expect(await row(listId, 'flour')).toMatchObject({ quantity: '1.5 lb' });
    await call('setItemQuantity', { listId, itemId: flour.id, quantity: '  ' });
    expect(await row(listId, 'flour')).toMatchObject({ quantity: null, name: 'flour' });
    const tooLong = await app.call(
      'setItemQuantity',
      { listId, itemId: flour.id, quantity: 'x'.repeat(61) },
      owner.cookie,
    );
    expect(tooLong.status).toBe(400);
  });

  it('moves quantities out of the names of items saved before quantities were a field, once', async () => {
    const listId = await newList();
    const { db } = app.database;
    for (const name of ['2 lbs chicken thighs', 'avocados x3', 'milk', '7 Up']) {
      await db.execute(
        sql`insert into list_item (id, list_id, name, category) values (${newId()}, ${listId}, ${name}, 'Pantry')`,
      );
    }
    await db.execute(sql`create table pending_quantity_split (pending boolean primary key not null)`);
    await db.execute(sql`insert into pending_quantity_split values (true)`);
    expect(await splitSavedQuantities(db)).toBe(2);
    expect(
      (await rows(listId))
        .map((item) => [item.label, item.quantity])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['7 Up', null],
      ['avocados', '3'],
      ['chicken thighs', '2 lb'],
      ['milk', null],
    ]);
    // The marker is gone: a second start changes nothing.
    expect(await splitSavedQuantities(db)).toBe(0);
  });
});
