import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createLogger } from '../../src/server/log';
import { createServices } from '../../src/server/services';
import type { InputOf, ProcedureName } from '../../src/shared/api';
import { CATEGORIES } from '../../src/shared/categories';
import { appClient, cookieOf, resultOf } from './test-app';
import type { TestUser } from './test-users';

// Fixtures for the backup tests (not imported by the app): a household seeded through the real procedures, and
// what it looks like to its members, to compare before a backup and after a restore.

/** The password test-users.ts signs everyone up with. */
export const TEST_PASSWORD = 'correct-horse-battery-9';

/** The HTTP app over an existing database, as createTestApp builds it over a new one. */
export function appOn(database: DatabaseHandle) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'aislewise-restored-')),
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    FREE_LIST_LIMIT: '100',
  });
  const log = createLogger('silent');
  const services = createServices(database, config, log);
  const app = createApp({ database, services, log, version: 'test' });
  return { database, ...appClient(async (path, init) => app.request(`http://localhost:3000${path}`, init)) };
}

/** A client of an app, with or without its database. */
export type BackupTestApp = Pick<ReturnType<typeof appOn>, 'call' | 'post'>;

let address = 0;

/** Signs in with e-mail and password, from an address of its own so sign-in limits stay out of the way. */
export async function signIn(app: BackupTestApp, email: string, password = TEST_PASSWORD) {
  address += 1;
  const response = await app.post('/api/auth/sign-in/email', JSON.stringify({ email, password }), {
    'x-forwarded-for': `10.77.${Math.floor(address / 250) % 250}.${address % 250}`,
  });
  return { status: response.status, cookie: cookieOf(response) };
}

const ok = async <N extends ProcedureName>(app: BackupTestApp, name: N, input: InputOf<N>, who: TestUser) =>
  resultOf(await app.call(name, input, who.cookie));

async function itemIds(app: BackupTestApp, listId: string, who: TestUser): Promise<Map<string, string>> {
  const { list } = await ok(app, 'getList', { listId }, who);
  return new Map(
    Object.values(list.items ?? {})
      .flat()
      .map((item) => [item.label, item.id]),
  );
}

/**
 * Ada (Pro, paid in test mode) shares "Weekly shop" with Ben; the list is set to her store with a hand-set aisle
 * order, holds items with quantities, ticks and a correction, and Ben shopped one trip through it. Ada has a meal
 * with servings, planned twice (once doubled); Ben has a list of his own with an item deleted.
 */
export async function seedHousehold(app: BackupTestApp, ada: TestUser, ben: TestUser) {
  const checkout = await ok(app, 'createCheckoutSession', { plan: 'yearly' }, ada);
  await ok(app, 'payTestCheckout', { sessionId: checkout.id }, ada);

  const { id: listId } = await ok(app, 'createList', { name: "Ada's weekly shop" }, ada);
  await ok(
    app,
    'addItems',
    { listId, text: '2 lb apples\nmilk\n3 cans chickpeas\nsourdough bread\neggs' },
    ada,
  );
  const { inviteId } = await ok(app, 'createShareInvite', { listId, recipientEmail: ben.email }, ada);
  await ok(app, 'acceptInvite', { inviteId }, ben);

  const { id: storeId } = await ok(app, 'createStore', { name: 'Corner shop' }, ada);
  await ok(app, 'setCategoryOrder', { storeId, categories: [...CATEGORIES].reverse() }, ada);
  await ok(app, 'setListStore', { listId, storeId }, ada);

  const ids = await itemIds(app, listId, ben);
  const item = (label: string) => ids.get(label) ?? `missing ${label}`;
  await ok(app, 'toggleItem', { listId, itemId: item('eggs'), checked: true, changeId: randomUUID() }, ben);
  await ok(app, 'removeCheckedItems', { listId }, ben);
  await ok(app, 'toggleItem', { listId, itemId: item('milk'), checked: true }, ben);
  await ok(app, 'setItemQuantity', { listId, itemId: item('sourdough bread'), quantity: '2 loaves' }, ada);
  await ok(app, 'moveItem', { listId, itemId: item('chickpeas'), category: 'Pantry' }, ben);

  const { id: mealId } = await ok(
    app,
    'createMeal',
    {
      name: 'Chili',
      ingredients: ['1 lb ground beef', '2 cans kidney beans', "1 jar O'Hara's salsa"],
      instructions: 'Brown the beef.\nAdd the rest; simmer 30 minutes.',
      servings: 4,
    },
    ada,
  );
  const { id: entryId } = await ok(app, 'addToMealPlan', { day: 'Monday', slot: 'dinner', mealId }, ada);
  await ok(app, 'scalePlanEntry', { day: 'Monday', slot: 'dinner', entryId, scale: 2 }, ada);
  await ok(app, 'addToMealPlan', { day: 'Thursday', slot: 'lunch', mealId }, ada);

  const { id: partyId } = await ok(app, 'createList', { name: 'Party 🎉' }, ben);
  await ok(app, 'addItems', { listId: partyId, text: 'balloons\n12 paper cups\ncandles' }, ben);
  const partyIds = await itemIds(app, partyId, ben);
  await ok(app, 'deleteItem', { listId: partyId, itemId: partyIds.get('candles') ?? 'missing candles' }, ben);
  return { listId, partyId, storeId, mealId };
}

/** Everything a member sees of the household, through the procedures. */
export async function householdAsSeenBy(app: BackupTestApp, who: TestUser) {
  const { lists } = await ok(app, 'listLists', {}, who);
  const details = [];
  for (const { id } of lists) {
    details.push((await ok(app, 'getList', { listId: id }, who)).list);
  }
  const me = await ok(app, 'me', {}, who);
  return {
    me,
    lists,
    details,
    stores: await ok(app, 'listStores', {}, who),
    meals: me.isPro ? await ok(app, 'listMeals', {}, who) : null,
    plan: me.isPro ? await ok(app, 'getMealPlan', {}, who) : null,
  };
}
