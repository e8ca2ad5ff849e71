import type { InputOf, ProcedureName } from '@shared/api';
import { type ChangeAddress, parseChangeNotice } from '@shared/live';
import { MESSAGES } from '@shared/messages';
import { type FakeStripe, startFakeStripe } from '@tests/support/fake-stripe';
import { cookieOf, createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGES_CHANNEL } from '../db/change-feed';

const PASSWORD = 'correct-horse-battery-9';

/** How many rows of each kind are the user's, counted straight from the tables. */
async function rowsOf(app: TestApp, uid: string, storeIds: readonly string[] = []) {
  const stores = JSON.stringify(storeIds);
  const [row] = await queryRows<Record<string, number>>(
    app.database,
    sql`select
      (select count(*) from "user" where id = ${uid})::int as "user",
      (select count(*) from list where owner_id = ${uid})::int as "ownedLists",
      (select count(*) from list_member where user_id = ${uid})::int as memberships,
      (select count(*) from meal where user_id = ${uid})::int as meals,
      (select count(*) from meal_plan_entry where user_id = ${uid})::int as "planEntries",
      (select count(*) from store where owner_id = ${uid})::int as stores,
      (select count(*) from store_tick
        where store_id in (select json_array_elements_text(${stores}::json)))::int as "storeTicks",
      (select count(*) from session where user_id = ${uid})::int as sessions,
      (select count(*) from account where user_id = ${uid})::int as accounts,
      (select count(*) from category_memory where user_id = ${uid})::int as corrections,
      (select count(*) from share_invite where inviter_id = ${uid} or recipient_id = ${uid})::int as invites,
      (select count(*) from billing_subscription where user_id = ${uid})::int as subscriptions,
      (select count(*) from test_checkout where user_id = ${uid})::int as "testCheckouts"`,
  );
  return row ?? {};
}

describe.each(DATABASE_KINDS)('deleting an account on %s (test-mode billing)', (kind) => {
  let app: TestApp;
  let ann: TestUser;
  let ben: TestUser;

  const ok = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await app.call(name, input, who.cookie));
  const detail = async (listId: string, who: TestUser) => (await ok('getList', { listId }, who)).list;
  const deleteAccount = (who: TestUser, email = who.email) =>
    app.call('deleteAccount', { email }, who.cookie);

  /** A signed-up user with Pro through the test-mode checkout, as the Pay button gives it. */
  async function proUser(name: string): Promise<TestUser> {
    const user = await signUpUser(app, name);
    const { id } = await ok('createCheckoutSession', { plan: 'monthly' }, user);
    await ok('payTestCheckout', { sessionId: id }, user);
    return user;
  }

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '100' });
    ann = await signUpUser(app, 'Ann');
    ben = await signUpUser(app, 'Ben');
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses an e-mail that is not the account’s and removes nothing', async () => {
    const dana = await proUser('Dana');
    const { id: listId } = await ok('createList', { name: 'Groceries' }, dana);
    const before = await rowsOf(app, dana.uid);
    for (const email of [ann.email, `x${dana.email}`, dana.email.replace('@', '@@')]) {
      const refused = await deleteAccount(dana, email);
      expect([refused.status, refused.body?.error?.message]).toEqual([
        400,
        MESSAGES.deleteAccountEmailMismatch,
      ]);
    }
    const blank = await deleteAccount(dana, '   ');
    expect([blank.status, blank.body?.error?.message]).toEqual([400, MESSAGES.deleteAccountEmailRequired]);
    expect(await rowsOf(app, dana.uid)).toEqual(before);
    expect((await detail(listId, dana)).name).toBe('Groceries');
    expect(resultOf(await app.call('me', {}, dana.cookie)).isPro).toBe(true);
  });

  it('hands shared lists to the earliest other member, deletes the rest of the user’s data, and tells open pages', async () => {
    const dana = await proUser('Dana');
    // A second session, as a second device: both must end.
    const secondDevice = await app.post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: dana.email, password: PASSWORD }),
      { 'x-forwarded-for': '10.77.0.1' },
    );
    const secondCookie = cookieOf(secondDevice);
    expect((await app.call('me', {}, secondCookie)).status).toBe(200);

    // Ben joins Family before Ann; Ann joins Weekend before Ben: who joined first inherits, whatever the ids.
    const { id: family } = await ok('createList', { name: 'Family' }, dana);
    await ok('createShareInvite', { listId: family, recipientEmail: ben.email }, dana);
    await ok('createShareInvite', { listId: family, recipientEmail: ann.email }, dana);
    const { id: weekend } = await ok('createList', { name: 'Weekend' }, dana);
    await ok('createShareInvite', { listId: weekend, recipientEmail: ann.email }, dana);
    await ok('createShareInvite', { listId: weekend, recipientEmail: ben.email }, dana);
    await ok('addItems', { listId: family, text: 'milk\nbread' }, dana);
    const { id: solo } = await ok('createList', { name: 'Just mine' }, dana);
    // Ann's own list, shared with Dana, and set by Dana to Dana's store.
    const { id: annsList } = await ok('createList', { name: 'Ann’s list' }, ann);
    await ok('createShareInvite', { listId: annsList, recipientEmail: dana.email }, ann);
    const { id: storeId } = await ok('createStore', { name: 'Dana’s shop' }, dana);
    await ok('setListStore', { listId: annsList, storeId }, dana);
    // A trip through the store, on Dana's own list.
    await ok('setListStore', { listId: solo, storeId }, dana);
    await ok('addItems', { listId: solo, text: 'apples\ncheddar' }, dana);
    const soloItems = Object.values((await detail(solo, dana)).items ?? {}).flat();
    for (const item of soloItems) {
      await ok('toggleItem', { listId: solo, itemId: item.id, checked: true }, dana);
    }
    // A correction the categorizer remembers for Dana.
    const [apples] = soloItems;
    await ok(
      'moveItem',
      { listId: solo, itemId: apples?.id ?? 'missing apples', category: 'Beverages' },
      dana,
    );
    const { id: mealId } = await ok(
      'createMeal',
      { name: 'Chili', ingredients: ['2 onions', '1 lb beef'] },
      dana,
    );
    await ok('addToMealPlan', { day: 'Monday', slot: 'dinner', mealId }, dana);

    const before = await rowsOf(app, dana.uid, [storeId]);
    expect(before).toMatchObject({ user: 1, ownedLists: 3, memberships: 4, meals: 1, planEntries: 1 });
    expect(before).toMatchObject({ stores: 1, sessions: 2, accounts: 1, invites: 5, subscriptions: 1 });
    expect(before.storeTicks).toBeGreaterThan(0);
    expect(before.corrections).toBeGreaterThan(0);
    const versions = {
      family: (await detail(family, ben)).version,
      annsList: (await detail(annsList, ann)).version,
    };

    // Test mode's subscription is cancelled before any row goes.
    const billing = app.services.billing;
    const cancel = billing.cancelSubscriptions.bind(billing);
    let statusAtCancel: string | undefined;
    vi.spyOn(billing, 'cancelSubscriptions').mockImplementation(async (userId) => {
      await cancel(userId);
      const [row] = await queryRows<{ status: string }>(
        app.database,
        sql`select status from billing_subscription where user_id = ${userId}`,
      );
      statusAtCancel = row?.status;
    });

    const notices: ChangeAddress[] = [];
    const stop = await app.database.listen(CHANGES_CHANNEL, (payload) =>
      notices.push(...parseChangeNotice(payload)),
    );
    try {
      // Case and spaces around it do not matter.
      expect(resultOf(await deleteAccount(dana, `  ${dana.email.toUpperCase()} `))).toEqual({});
      await expect
        .poll(() => notices.some((notice) => notice.kind === 'list' && notice.listId === solo))
        .toBe(true);
    } finally {
      await stop();
    }
    expect(statusAtCancel).toBe('canceled');

    expect(await rowsOf(app, dana.uid, [storeId])).toEqual({
      user: 0,
      ownedLists: 0,
      memberships: 0,
      meals: 0,
      planEntries: 0,
      stores: 0,
      storeTicks: 0,
      sessions: 0,
      accounts: 0,
      corrections: 0,
      invites: 0,
      subscriptions: 0,
      testCheckouts: 0,
    });
    for (const cookie of [dana.cookie, secondCookie]) {
      expect((await app.call('me', {}, cookie)).status).toBe(401);
      expect(resultOf(await app.call('session', {}, cookie))).toEqual({ user: null });
    }

    // Family is Ben's now, Weekend Ann's; both work for their new owner and the other member.
    const familyNow = await detail(family, ben);
    expect(familyNow.ownerId).toBe(ben.uid);
    expect(familyNow.version).toBe(versions.family + 1);
    expect(familyNow.members.map((member) => [member.uid, member.isOwner])).toEqual(
      expect.arrayContaining([
        [ben.uid, true],
        [ann.uid, false],
      ]),
    );
    expect(familyNow.members).toHaveLength(2);
    expect(familyNow.abilities).toMatchObject({ rename: true, delete: true, share: true, leave: false });
    expect(
      Object.values(familyNow.items ?? {})
        .flat()
        .map((item) => item.name),
    ).toEqual(expect.arrayContaining(['milk', 'bread']));
    expect((await detail(weekend, ann)).ownerId).toBe(ann.uid);
    await ok('updateListName', { listId: family, name: 'Ben’s family' }, ben);
    await ok('addItems', { listId: family, text: 'eggs' }, ann);
    expect((await detail(family, ann)).name).toBe('Ben’s family');
    expect((await detail(family, ann)).abilities.delete).toBe(false);

    // Nobody else was on it: gone.
    expect((await app.call('getList', { listId: solo }, ann.cookie)).status).toBe(404);
    const [soloRows] = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from list_item where list_id = ${solo}`,
    );
    expect(soloRows?.n).toBe(0);
    // Ann's list lost Dana and Dana's store, and its page was told.
    const annsNow = await detail(annsList, ann);
    expect(annsNow.members.map((member) => member.uid)).toEqual([ann.uid]);
    expect(annsNow.storeId).toBeNull();
    expect(annsNow.walk).toBeNull();
    expect(annsNow.version).toBe(versions.annsList + 1);

    expect(notices).toEqual(
      expect.arrayContaining([
        { kind: 'list', listId: family, version: versions.family + 1 },
        { kind: 'list', listId: annsList, version: versions.annsList + 1 },
        { kind: 'list', listId: solo },
        { kind: 'lists', userId: ben.uid },
        { kind: 'lists', userId: ann.uid },
        { kind: 'user', userId: dana.uid },
      ]),
    );
  });

  it('frees the e-mail for a new sign-up, which starts with nothing', async () => {
    const dana = await signUpUser(app, 'Dana');
    await ok('createList', { name: 'Old list' }, dana);
    expect(resultOf(await deleteAccount(dana))).toEqual({});
    // A second tab of the deleted account is told to sign in.
    expect((await deleteAccount(dana)).status).toBe(401);

    const again = await app.post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: dana.email, password: PASSWORD, name: 'Dana again' }),
      { 'x-forwarded-for': '10.77.0.2' },
    );
    expect(again.status).toBe(200);
    const cookie = cookieOf(again);
    const me = resultOf(await app.call('me', {}, cookie));
    expect(me.uid).not.toBe(dana.uid);
    expect([me.email, me.isPro]).toEqual([dana.email, false]);
    expect(resultOf(await app.call('listLists', {}, cookie)).lists).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('deleting an account on %s (Stripe billing)', (kind) => {
  let stripe: FakeStripe;
  let app: TestApp;
  let dana: TestUser;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_deletion',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_API_BASE: stripe.apiBase,
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
  beforeEach(async () => {
    dana = await signUpUser(app, 'Dana');
    stripe.setFailing(false);
    stripe.requests.length = 0;
    stripe.cancelled.length = 0;
    const subscribe = (id: string, status: string) =>
      app.services.billingRepo.applyNow({ id, userId: dana.uid, customerId: `cus_${dana.uid}`, status });
    await subscribe(`sub_live_${dana.uid}`, 'active');
    await subscribe(`sub_old_${dana.uid}`, 'canceled');
  });

  it('cancels the live subscription at Stripe at once, then deletes the account', async () => {
    expect(resultOf(await app.call('deleteAccount', { email: dana.email }, dana.cookie))).toEqual({});
    // Only the one that could still charge: the ended one is left alone.
    expect(stripe.cancelled).toEqual([`sub_live_${dana.uid}`]);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /v1/subscriptions/sub_live_${dana.uid}`,
    ]);
    expect(await rowsOf(app, dana.uid)).toMatchObject({ user: 0, subscriptions: 0, sessions: 0 });
  });

  it('keeps the account when Stripe cannot cancel, and says so', async () => {
    const { id: listId } = resultOf(await app.call('createList', { name: 'Still here' }, dana.cookie));
    stripe.setFailing(true);
    const refused = await app.call('deleteAccount', { email: dana.email }, dana.cookie);
    expect([refused.status, refused.body?.error?.message]).toEqual([
      503,
      MESSAGES.deleteAccountBillingFailed,
    ]);
    expect(await rowsOf(app, dana.uid)).toMatchObject({
      user: 1,
      ownedLists: 1,
      subscriptions: 2,
      sessions: 1,
    });
    const me = resultOf(await app.call('me', {}, dana.cookie));
    expect(me.isPro).toBe(true);
    expect((await app.call('getList', { listId }, dana.cookie)).status).toBe(200);

    stripe.setFailing(false);
    expect(resultOf(await app.call('deleteAccount', { email: dana.email }, dana.cookie))).toEqual({});
    expect(stripe.cancelled).toEqual([`sub_live_${dana.uid}`]);
  });
});
