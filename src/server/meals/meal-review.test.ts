import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** A meal or the week after the shopper's review: only the ticked lines, onto the list they chose. */
describe('a reviewed meal or week onto a list', () => {
  let app: TestApp;
  let pro: TestUser;
  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = pro) =>
    app.call(name, input, who.cookie).then((answer) => resultOf(answer));
  const namesOn = async (listId: string, who: TestUser = pro) => {
    const { list } = await call('getList', { listId }, who);
    return {
      items: Object.values(list.items ?? {})
        .flat()
        .map((item) => item.name)
        .sort(),
      plannedMeals: list.plannedMeals,
    };
  };

  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    pro = await signUpUser(app, 'Cook');
    await makePro(app, pro);
  });

  it('adds only the ticked lines of a meal, still recording the meal on the list', async () => {
    const { id: mealId } = await call('createMeal', {
      name: 'Chili',
      ingredients: ['2 onions', 'salt to taste', '1 can kidney beans'],
    });
    const { id: listId } = await call('createList', { name: 'Groceries' });
    await call('addItems', { listId, text: '1 onion' });
    expect(
      await call('addMealToList', { mealId, listId, lines: ['2 onions', '1 can kidney beans'] }),
    ).toEqual({
      added: 1,
      merged: 1,
    });
    expect(await namesOn(listId)).toEqual({
      items: ['kidney beans (1 can)', 'onion (3)'],
      plannedMeals: ['Chili'],
    });
    const none = await app.call('addMealToList', { mealId, listId, lines: [] }, pro.cookie);
    expect([none.status, none.body?.error?.message]).toEqual([400, MESSAGES.reviewNothingTicked]);
  });

  it('shows the week’s lines first, then puts the ticked ones on an existing list the caller may edit', async () => {
    const { id: chili } = await call('createMeal', { name: 'Chili', ingredients: ['2 onions', 'cumin'] });
    const { id: stew } = await call('createMeal', {
      name: 'Stew',
      ingredients: ['1 onion', 'pepper to taste'],
    });
    await call('addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: chili });
    await call('addToMealPlan', { day: 'Tuesday', slot: 'dinner', mealId: stew });
    expect(await call('weekShoppingLines', {})).toEqual({
      lines: ['3 onions', 'cumin', 'pepper to taste'],
      plannedMeals: ['Chili', 'Stew'],
    });
    const { id: listId } = await call('createList', { name: 'This week' });
    await call('addItems', { listId, text: 'onion' });
    expect(await call('generateShoppingList', { listId, lines: ['3 onions', 'cumin'] })).toEqual({ listId });
    expect(await namesOn(listId)).toEqual({ items: ['cumin', 'onion (3)'], plannedMeals: ['Chili', 'Stew'] });
    const before = (await call('listLists', {})).lists.length;

    // Someone else's list is refused by the list policy, and no list is made instead.
    const stranger = await signUpUser(app, 'Stranger');
    const { id: theirs } = await call('createList', { name: 'Theirs' }, stranger);
    const refused = await app.call('generateShoppingList', { listId: theirs, lines: ['cumin'] }, pro.cookie);
    expect([refused.status, refused.body?.error?.message]).toEqual([404, MESSAGES.listNotFound]);
    expect((await call('listLists', {})).lists.length).toBe(before);

    // Without a list, a new one with SPEC's name, as before the review.
    const made = await call('generateShoppingList', { dateLabel: '27/11/2026', lines: ['cumin'] });
    const { list } = await call('getList', { listId: made.listId });
    expect([list.name, list.plannedMeals]).toEqual(['Shopping List for 27/11/2026', ['Chili', 'Stew']]);
    expect((await namesOn(made.listId)).items).toEqual(['cumin']);
  });
});
