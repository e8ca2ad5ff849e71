import type { InputOf, ProcedureName } from '@shared/api';
import { LIMITS } from '@shared/limits';
import { WEEK_DAYS } from '@shared/meal-plan';
import { MESSAGES } from '@shared/messages';
import { type FakeModelServer, itemsInPrompt, startFakeModelServer } from '@tests/support/fake-model-server';
import { createTestApp, type ProcedureCall, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('meals and the meal plan on %s', (kind) => {
  let app: TestApp;
  let pro: TestUser;
  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = pro) =>
    app.call(name, input, who.cookie).then((answer) => resultOf(answer));
  const newMeal = (name: string, ingredients: string[], who: TestUser = pro) =>
    call('createMeal', { name, ingredients }, who).then(({ id }) => id);

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    pro = await signUpUser(app, 'Cook');
    await makePro(app, pro);
  });

  it('is Pro only: a free account gets 403 on every meal and plan call, a guest 401', async () => {
    const free = await signUpUser(app, 'Free');
    for (const [name, data] of [
      ['listMeals', {}],
      ['createMeal', { name: 'Soup', ingredients: ['water'] }],
      ['getMealPlan', {}],
      ['generateShoppingList', {}],
    ] satisfies ProcedureCall[]) {
      const refused = await app.call(name, data, free.cookie);
      expect([name, refused.status, refused.body?.error?.message]).toEqual([name, 403, MESSAGES.proRequired]);
      expect((await app.call(name, data)).status).toBe(401);
    }
    expect(resultOf(await app.call('listMeals', {}, pro.cookie))).toEqual({ meals: [] });
  });

  it('validates meals: a name and at least one ingredient, trimmed, blanks dropped', async () => {
    const cases: [unknown, string][] = [
      [{ name: '  ', ingredients: ['egg'] }, MESSAGES.mealNameRequired],
      [{ name: 'x'.repeat(81), ingredients: ['egg'] }, MESSAGES.mealNameTooLong(80)],
      [{ name: 'Toast', ingredients: [' ', ''] }, MESSAGES.mealIngredientsRequired],
      [{ name: 'Toast' }, MESSAGES.mealIngredientsRequired],
      [
        { name: 'Toast', ingredients: Array(LIMITS.maxIngredients + 1).fill('egg') },
        MESSAGES.tooManyIngredients(100),
      ],
    ];
    for (const [data, message] of cases) {
      // Meals the contract does not take, on purpose: unchecked.
      const answer = await app.callUnchecked('createMeal', data, pro.cookie);
      expect([answer.status, answer.body?.error?.message]).toEqual([400, message]);
    }
    const id = await newMeal('  Egg Toast ', [' 2 eggs ', '', '1 slice bread']);
    const { meals } = await call('listMeals', {});
    expect(meals).toEqual([
      {
        id,
        name: 'Egg Toast',
        ingredients: ['2 eggs', '1 slice bread'],
        instructions: null,
        servings: null,
        sourceUrl: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('lists meals by name, updates and deletes them, and keeps them private', async () => {
    const zucchini = await newMeal('zucchini fritters', ['zucchini']);
    const apple = await newMeal('Apple pie', ['apples']);
    await newMeal('banana bread', ['bananas']);
    const names = async () => (await call('listMeals', {})).meals.map((m) => m.name);
    expect(await names()).toEqual(['Apple pie', 'banana bread', 'zucchini fritters']);

    await call('updateMeal', {
      mealId: zucchini,
      name: 'Courgette fritters',
      ingredients: ['courgette'],
      instructions: ' Fry. ',
    });
    expect(await names()).toEqual(['Apple pie', 'banana bread', 'Courgette fritters']);

    const other = await signUpUser(app, 'Other');
    await makePro(app, other);
    expect(resultOf(await app.call('listMeals', {}, other.cookie))).toEqual({ meals: [] });
    for (const [name, data] of [
      ['updateMeal', { mealId: apple, name: 'Mine now', ingredients: ['x'] }],
      ['deleteMeal', { mealId: apple }],
      ['addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: apple }],
    ] satisfies ProcedureCall[]) {
      const answer = await app.call(name, data, other.cookie);
      expect([name, answer.status, answer.body?.error?.message]).toEqual([name, 404, MESSAGES.mealNotFound]);
    }
    await call('deleteMeal', { mealId: apple });
    expect(await names()).toEqual(['banana bread', 'Courgette fritters']);
    expect((await app.call('deleteMeal', { mealId: apple }, pro.cookie)).status).toBe(404);
  });

  it('refuses a name another meal of the household has, on create and rename', async () => {
    const tacos = await newMeal('Fish tacos', ['cod']);
    const chili = await newMeal('Chili', ['beans']);
    const again = await app.call(
      'createMeal',
      { name: ' fish  TACOS ', ingredients: ['tilapia'] },
      pro.cookie,
    );
    expect([again.status, again.body?.error?.message]).toEqual([400, MESSAGES.mealNameTaken('fish  TACOS')]);
    const renamed = await app.call(
      'updateMeal',
      { mealId: chili, name: 'Fish tacos', ingredients: ['x'] },
      pro.cookie,
    );
    expect([renamed.status, renamed.body?.error?.message]).toEqual([
      400,
      MESSAGES.mealNameTaken('Fish tacos'),
    ]);
    await call('updateMeal', { mealId: tacos, name: 'Fish Tacos', ingredients: ['cod'] });
    expect((await call('listMeals', {})).meals.map((meal) => meal.name)).toEqual(['Chili', 'Fish Tacos']);
  });

  it('answers the whole week, adds and removes entries, and drops a deleted meal from the plan', async () => {
    const empty = await call('getMealPlan', {});
    expect(Object.keys(empty.days)).toEqual([...WEEK_DAYS]);
    expect(empty.days.Sunday).toEqual({ breakfast: [], lunch: [], dinner: [] });

    const oats = await newMeal('Oats', ['oats']);
    const curry = await newMeal('Curry', ['rice']);
    const first = await call('addToMealPlan', {
      day: 'Monday',
      slot: 'breakfast',
      mealId: oats,
    });
    await call('addToMealPlan', { day: 'Monday', slot: 'breakfast', mealId: curry });
    await call('addToMealPlan', { day: 'Saturday', slot: 'dinner', mealId: curry });
    const plan = await call('getMealPlan', {});
    expect(plan.days.Monday?.breakfast?.map((entry) => entry.name)).toEqual(['Oats', 'Curry']);
    expect(plan.days.Saturday?.dinner).toEqual([
      { id: expect.any(String), mealId: curry, name: 'Curry', scale: 1 },
    ]);

    const wrongSlot = await app.call(
      'removeFromMealPlan',
      { day: 'Monday', slot: 'lunch', entryId: first.id },
      pro.cookie,
    );
    expect([wrongSlot.status, wrongSlot.body?.error?.message]).toEqual([404, MESSAGES.planEntryNotFound]);
    await call('removeFromMealPlan', { day: 'Monday', slot: 'breakfast', entryId: first.id });
    await call('deleteMeal', { mealId: curry });
    const after = await call('getMealPlan', {});
    expect(after.days.Monday?.breakfast).toEqual([]);
    expect(after.days.Saturday?.dinner).toEqual([]);

    // A day the contract does not take, on purpose: unchecked.
    const badDay = await app.callUnchecked(
      'addToMealPlan',
      { day: 'Funday', slot: 'dinner', mealId: oats },
      pro.cookie,
    );
    expect([badDay.status, badDay.body?.error?.message]).toEqual([
      400,
      'Pick a day from Sunday to Saturday.',
    ]);
  });

  it('keeps a slot to ten meals and clears the week', async () => {
    const soup = await newMeal('Soup', ['stock']);
    for (let index = 0; index < LIMITS.maxMealsPerSlot; index += 1) {
      await call('addToMealPlan', { day: 'Tuesday', slot: 'lunch', mealId: soup });
    }
    const full = await app.call('addToMealPlan', { day: 'Tuesday', slot: 'lunch', mealId: soup }, pro.cookie);
    expect([full.status, full.body?.error?.message]).toEqual([400, MESSAGES.slotFull(10)]);
    await call('clearMealPlan', {});
    expect((await call('getMealPlan', {})).days.Tuesday?.lunch).toEqual([]);
  });

  it('adds a meal to a list, categorized, with its name among the planned meals', async () => {
    await call('setHouseholdUnits', { units: 'metric' });
    const tacos = await newMeal('Tacos', ['8 tortillas', '500 g ground beef', 'salsa']);
    const { id: listId } = await call('createList', { name: 'Friday' });
    expect(await call('addMealToList', { mealId: tacos, listId })).toEqual({ added: 3, merged: 0 });
    // The same meal again joins the rows already there: quantities add up, nothing is listed twice.
    expect(await call('addMealToList', { mealId: tacos, listId })).toEqual({ added: 0, merged: 3 });
    const { list } = await call('getList', { listId });
    expect(list.plannedMeals).toEqual(['Tacos']);
    expect(list.items?.['Meat & Seafood']?.map((item) => item.name)).toEqual(['ground beef (1 kg)']);
    expect(
      Object.values(list.items ?? {})
        .flat()
        .map((item) => item.name),
    ).toEqual(expect.arrayContaining(['tortillas (16)', 'salsa']));

    const stranger = await signUpUser(app, 'Stranger');
    await makePro(app, stranger);
    const strangerMeal = await newMeal('Stranger stew', ['beans'], stranger);
    const notMine = await app.call('addMealToList', { mealId: strangerMeal, listId }, pro.cookie);
    expect(notMine.status).toBe(404);
    const notTheirList = await app.call('addMealToList', { mealId: strangerMeal, listId }, stranger.cookie);
    expect([notTheirList.status, notTheirList.body?.error?.message]).toEqual([404, MESSAGES.listNotFound]);
  });

  it('saves a meal idea as a template', async () => {
    const { id } = await call('saveMealIdea', {
      title: 'Chicken fried rice',
      // The list's rows as they read, quantities and a duplicate included.
      has: ['chicken thighs (4 lb)', '2 lbs chicken thighs', 'rice'],
      needs: ['soy sauce', 'Rice'],
      instructions: 'Fry it all.',
    });
    const { meals } = await call('listMeals', {});
    expect(meals).toEqual([
      expect.objectContaining({
        id,
        ingredients: ['chicken thighs', 'rice', 'soy sauce'],
        instructions: 'Fry it all.',
      }),
    ]);
  });

  it('turns the week into one list with ingredients merged and categorized', async () => {
    const emptyPlan = await app.call('generateShoppingList', {}, pro.cookie);
    expect([emptyPlan.status, emptyPlan.body?.error?.message]).toEqual([400, MESSAGES.emptyPlan]);

    await call('setHouseholdUnits', { units: 'metric' });
    const chili = await newMeal('Chili', ['2 onions', '200 g rice', '1 can kidney beans', 'cumin']);
    const stew = await newMeal('Stew', ['1 onion', '1 kg rice', '1 cup rice', 'cumin']);
    await call('addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: chili });
    await call('addToMealPlan', { day: 'Wednesday', slot: 'lunch', mealId: stew });
    const { listId } = await call('generateShoppingList', { dateLabel: '22/11/2026' });
    const { list } = await call('getList', { listId });
    expect(list.name).toBe('Shopping List for 22/11/2026');
    expect(list.plannedMeals).toEqual(['Chili', 'Stew']);
    const byCategory = Object.fromEntries(
      Object.entries(list.items ?? {}).map(([category, items]) => [category, items.map((item) => item.name)]),
    );
    expect(byCategory.Produce).toEqual(['onions (3)']);
    expect(byCategory.Pantry).toEqual(expect.arrayContaining(['kidney beans (1 can)', 'cumin']));
    const rice = Object.values(byCategory)
      .flat()
      .filter((name) => name.includes('rice'));
    expect(rice).toEqual(['rice (1.2 kg + 1 cup)']);
    const { lists } = await call('listLists', {});
    expect(lists.map((entry) => entry.id)).toContain(listId);
  });

  it('sums the week in the region’s units until the household chooses, then in the household’s for everyone', async () => {
    await call('addToMealPlan', {
      day: 'Monday',
      slot: 'dinner',
      mealId: await newMeal('Curry', ['1 lb chicken thighs', '1 cup rice']),
    });
    await call('addToMealPlan', {
      day: 'Tuesday',
      slot: 'dinner',
      mealId: await newMeal('Salad', ['250 g chicken thighs', '100 ml rice']),
    });
    const weekAs = async (acceptLanguage: string) => {
      const answer = await app.post('/api/weekShoppingLines', JSON.stringify({ data: {} }), {
        cookie: pro.cookie,
        'accept-language': acceptLanguage,
      });
      return ((await answer.json()) as { result: { lines: string[] } }).result.lines;
    };
    // A browser in Britain or Germany weighs in grams, one in the US in pounds and cups.
    expect(await weekAs('en-GB, en;q=0.8')).toEqual(['705 g chicken thighs', '340 ml rice']);
    expect(await weekAs('de')).toEqual(['705 g chicken thighs', '340 ml rice']);
    expect(await weekAs('en-US')).toEqual(['1.5 lb chicken thighs', '1.5 cups rice']);

    const { household } = await call('setHouseholdUnits', { units: 'us' });
    expect([household.units, household.unitsInUse, household.abilities.setUnits]).toEqual(['us', 'us', true]);
    expect(await weekAs('de')).toEqual(['1.5 lb chicken thighs', '1.5 cups rice']);
    expect((await call('me', {})).units).toBe('us');
    await call('setHouseholdUnits', { units: null });
    expect(await weekAs('de')).toEqual(['705 g chicken thighs', '340 ml rice']);

    const wrong = await app.callUnchecked('setHouseholdUnits', { units: 'imperial' }, pro.cookie);
    expect([wrong.status, wrong.body?.error?.message]).toEqual([400, MESSAGES.householdUnitsInvalid]);
  });

  it('answers the built-in meal idea and suggestions in the request’s language, from a list typed in it', async () => {
    const askIn = async <R>(name: string, data: unknown): Promise<R> => {
      const answer = await app.post(`/api/${name}`, JSON.stringify({ data }), {
        cookie: pro.cookie,
        'accept-language': 'de-DE',
      });
      return ((await answer.json()) as { result: R }).result;
    };
    const list = [
      'Rinderhackfleisch',
      'Zwiebeln',
      'Karotte',
      'Knoblauchzehen',
      'gehackte Tomaten',
      'Spaghetti',
    ];
    const idea = await askIn<{ title: string; needs: string[] }>('getMealIdea', { items: list });
    expect(idea.title).toBe('Spaghetti Bolognese');
    // What to buy as a German list says it: no '2 EL', and the staple olive oil after the real needs.
    expect(idea.needs).toEqual(['Tomatenmark', 'Rotwein', 'Parmesan']);
    const { suggestions } = await askIn<{ suggestions: string[] }>('suggestItems', {
      items: ['Spaghetti'],
      exclude: [],
    });
    expect(suggestions).toHaveLength(5);
    expect(suggestions).toContain('Parmesan');
    expect(suggestions).not.toContain('basil');
    expect(suggestions).toContain('Basilikum');
  });

  it('keeps a template’s servings and source, and scales a planned meal’s quantities on the week’s list', async () => {
    const { id } = await call('createMeal', {
      name: 'Pancakes',
      ingredients: ['2 cups flour', '3 eggs', '1 1/2 cups milk', 'salt'],
      servings: 4,
      sourceUrl: 'https://recipes.example/pancakes',
    });
    const { meals } = await call('listMeals', {});
    expect(meals.find((meal) => meal.id === id)).toMatchObject({
      servings: 4,
      sourceUrl: 'https://recipes.example/pancakes',
    });
    for (const [fields, message] of [
      [{ servings: 0 }, MESSAGES.servingsInvalid(LIMITS.maxServings)],
      [{ servings: 2.5 }, MESSAGES.servingsInvalid(LIMITS.maxServings)],
      [{ sourceUrl: 'javascript:alert(1)' }, MESSAGES.sourceUrlInvalid],
    ] as const) {
      const refused = await app.call(
        'createMeal',
        { name: 'Bad', ingredients: ['egg'], ...fields },
        pro.cookie,
      );
      expect([refused.status, refused.body?.error?.message]).toEqual([400, message]);
    }

    const { id: entryId } = await call('addToMealPlan', {
      day: 'Friday',
      slot: 'breakfast',
      mealId: id,
    });
    await call('scalePlanEntry', { day: 'Friday', slot: 'breakfast', entryId, scale: 2 });
    const { days } = await call('getMealPlan', {});
    expect(days.Friday?.breakfast).toEqual([expect.objectContaining({ id: entryId, scale: 2 })]);
    const refused = await app.call(
      'scalePlanEntry',
      { day: 'Friday', slot: 'breakfast', entryId, scale: 5 },
      pro.cookie,
    );
    expect([refused.status, refused.body?.error?.message]).toEqual([400, MESSAGES.planScaleInvalid]);
    const gone = await app.call(
      'scalePlanEntry',
      { day: 'Monday', slot: 'lunch', entryId, scale: 3 },
      pro.cookie,
    );
    expect([gone.status, gone.body?.error?.message]).toEqual([404, MESSAGES.planEntryNotFound]);

    const { listId } = await call('generateShoppingList', {});
    const { list } = await call('getList', { listId });
    const names = Object.values(list.items ?? {})
      .flat()
      .map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['flour (4 cups)', 'eggs (6)', 'milk (3 cups)', 'salt']));
  });
});

describe.each(DATABASE_KINDS)('adding a meal to a list while the model answers, on %s', (kind) => {
  let fake: FakeModelServer;
  let app: TestApp;

  beforeAll(async () => {
    fake = await startFakeModelServer();
    app = await createTestApp(kind, {
      AI_PROVIDER: 'gemini',
      AI_API_KEY: 'secret-model-key',
      AI_BASE_URL: fake.geminiUrl,
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('refuses a member the owner removed while the model was sorting the ingredients, and adds nothing', async () => {
    const [owner, member] = (await Promise.all([signUpUser(app, 'Owner'), signUpUser(app, 'Member')])) as [
      TestUser,
      TestUser,
    ];
    await makePro(app, member);
    const { id: listId } = resultOf(await app.call('createList', { name: 'Shared' }, owner.cookie));
    resultOf(await app.call('createShareInvite', { listId, recipientEmail: member.email }, owner.cookie));
    // Made-up foods: the built-in lexicon is unsure of them, so the model is asked.
    const odd = ['zorblax qwimp', 'snorkwheat'];
    const { id: mealId } = resultOf(
      await app.call('createMeal', { name: 'Odd stew', ingredients: odd }, member.cookie),
    );
    fake.setReply((prompt) => JSON.stringify({ Pantry: itemsInPrompt(prompt) }));

    const model = fake.hold();
    const adding = app.call('addMealToList', { mealId, listId }, member.cookie);
    await model.held;
    expect(itemsInPrompt(fake.calls[0]?.prompt ?? '')).toEqual(odd);
    const removed = await app.call('removeMember', { listId, memberId: member.uid }, owner.cookie);
    expect(removed.status).toBe(200);
    model.release();

    const answer = await adding;
    expect([answer.status, answer.body?.error?.message]).toEqual([404, MESSAGES.listNotFound]);
    const { list } = resultOf(await app.call('getList', { listId }, owner.cookie));
    expect(Object.values(list.items ?? {}).flat()).toEqual([]);
  });
});
