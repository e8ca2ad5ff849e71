import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { openSocket, type TestSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Two people who shop together, and someone who does not: what each sees, changes and hears. */
describe.each(DATABASE_KINDS)('a household shared by its members on %s', (kind) => {
  let server: LiveServer;

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));
  const answer = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    server.call(name, input, who.cookie);
  const listNames = async (who: TestUser) =>
    (await call('listLists', {}, who)).lists.map((list) => list.name);
  const mealNames = async (who: TestUser) =>
    (await call('listMeals', {}, who)).meals.map((meal) => meal.name);
  const storeNames = async (who: TestUser) =>
    (await call('listStores', {}, who)).stores.map((store) => store.name);
  /** A household of `owner` that `joiner` has joined through a link. */
  const household = async (owner: TestUser, joiner: TestUser) => {
    const { inviteId } = await call('createHouseholdInvite', {}, owner);
    await call('joinHousehold', { inviteId }, joiner);
    return inviteId;
  };
  const watching = async (who: TestUser, topic: string) => {
    const socket = await openSocket(server.base, who.cookie);
    socket.send({ type: 'watch', topic });
    await socket.waitFor((message) => message.type === 'watching' && message.topic === topic);
    return socket;
  };
  const heard = (socket: TestSocket, from: number, topic: string) =>
    socket.waitFor(
      (message) =>
        socket.messages.indexOf(message) >= from && message.type === 'changed' && message.topic === topic,
    );

  beforeAll(async () => {
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("names a new household in its owner's language: the sign-up's, or the one chosen in Profile when made later", async () => {
    const lena = await signUpUser(server, 'Lena', { 'accept-language': 'de-DE, en;q=0.8' });
    expect((await call('getHousehold', {}, lena)).household.name).toBe('Haushalt von Lena');
    const ann = await signUpUser(server, 'Ann');
    const bob = await signUpUser(server, 'Bob');
    expect((await call('getHousehold', {}, bob)).household.name).toBe("Bob's household");
    await call('setLanguage', { language: 'fr' }, bob);
    await household(ann, bob);
    // Ann removes him in English; his new household is named in the French he chose.
    await call('removeHouseholdMember', { userId: bob.uid }, ann);
    expect((await call('getHousehold', {}, bob)).household.name).toBe('Foyer de Bob');
  });

  it('lets two members see and edit the same lists, meals, plan and stores, and a third person none of it', async () => {
    const [ann, bob, cy] = await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => signUpUser(server, name)));
    if (!ann || !bob || !cy) {
      throw new Error('sign-up failed');
    }
    await makePro(server, ann);
    const { id: annsList } = await call('createList', { name: 'Groceries' }, ann);
    await call('createMeal', { name: 'Chili', ingredients: ['2 onions'] }, ann);
    await call('createStore', { name: 'Corner shop' }, ann);
    // Bob's own list comes with him into Ann's household.
    const { id: bobsList } = await call('createList', { name: "Bob's list" }, bob);

    const preview = await server.call('getHouseholdInvite', {
      inviteId: (await call('createHouseholdInvite', {}, ann)).inviteId,
    });
    expect(resultOf(preview).invite).toMatchObject({ invitedBy: 'Ann', status: 'valid', memberCount: 1 });
    await household(ann, bob);

    const members = (await call('getHousehold', {}, bob)).household;
    expect(members.members.map((member) => [member.displayName, member.role])).toEqual([
      ['Ann', 'owner'],
      ['Bob', 'member'],
    ]);
    // One Pro for the household: Ann pays, Bob has it too.
    expect(members.isPro).toBe(true);
    expect(await call('me', {}, bob)).toMatchObject({
      isPro: true,
      proThrough: 'Ann',
      subscriptionStatus: 'inactive',
    });

    for (const who of [ann, bob]) {
      expect((await listNames(who)).sort()).toEqual(["Bob's list", 'Groceries']);
      expect(await mealNames(who)).toEqual(['Chili']);
      expect(await storeNames(who)).toEqual(['Corner shop']);
    }
    // A household's list is not "shared with you": no sharedBy, not new.
    const bobsView = (await call('listLists', {}, bob)).lists.find((list) => list.id === annsList);
    expect(bobsView?.sharedBy).toBeUndefined();
    expect(bobsView?.isNew).toBeUndefined();

    // Bob edits Ann's list and plans her meal; Ann sees both, and who added the item.
    await call('addItems', { listId: annsList, text: 'milk' }, bob);
    const [meal] = (await call('listMeals', {}, bob)).meals;
    await call('addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: meal?.id ?? '' }, bob);
    const annsDetail = (await call('getList', { listId: annsList }, ann)).list;
    const [milk] = Object.values(annsDetail.items ?? {}).flat();
    expect(milk).toMatchObject({ name: 'milk', addedBy: 'Bob' });
    // Deleted and put back by Undo, it still says who added it.
    await call('deleteItem', { listId: annsList, itemId: milk?.id ?? '' }, ann);
    await call('restoreItems', { listId: annsList, itemIds: [milk?.id ?? ''] }, ann);
    const restored = Object.values(
      (await call('getList', { listId: annsList }, ann)).list.items ?? {},
    ).flat();
    expect(restored).toMatchObject([{ name: 'milk', addedBy: 'Bob' }]);
    expect((await call('getMealPlan', {}, ann)).days.Monday?.dinner?.map((entry) => entry.name)).toEqual([
      'Chili',
    ]);

    // Cy sees none of it.
    expect(await listNames(cy)).toEqual([]);
    expect((await answer('getList', { listId: annsList }, cy)).status).toBe(404);
    expect((await answer('getList', { listId: bobsList }, cy)).status).toBe(404);
    expect((await call('listStores', {}, cy)).stores).toEqual([]);
    expect((await call('getHousehold', {}, cy)).household.members).toHaveLength(1);
    expect((await answer('listMeals', {}, cy)).status).toBe(403);
  });

  it('hides a private list from the other members, and gives it back to them when it is the household’s again', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((name) => signUpUser(server, name)));
    if (!ann || !bob) {
      throw new Error('sign-up failed');
    }
    await household(ann, bob);
    const { id: listId } = await call('createList', { name: 'Birthday surprise' }, ann);
    expect(await listNames(bob)).toContain('Birthday surprise');
    const refused = await answer('setListVisibility', { listId, visibility: 'private' }, bob);
    expect([refused.status, refused.body?.error?.message]).toEqual([403, MESSAGES.listVisibilityRefused]);

    await call('setListVisibility', { listId, visibility: 'private' }, ann);
    expect(await listNames(bob)).not.toContain('Birthday surprise');
    expect((await answer('getList', { listId }, bob)).status).toBe(404);
    expect((await call('getList', { listId }, ann)).list.visibility).toBe('private');

    await call('setListVisibility', { listId, visibility: 'household' }, ann);
    expect(await listNames(bob)).toContain('Birthday surprise');
  });

  it('lets a new account in through a list link, and Leave on the shared list ends their access', async () => {
    const [ann, dee] = await Promise.all(['Ann', 'Dee'].map((name) => signUpUser(server, name)));
    if (!ann || !dee) {
      throw new Error('sign-up failed');
    }
    const { id: listId } = await call('createList', { name: 'Picnic' }, ann);
    const link = await call('createListLink', { listId }, ann);
    expect(link.url).toMatch(new RegExp(`/invite/${link.inviteId}$`));
    expect((await call('getInvite', { inviteId: link.inviteId }, dee)).invite).toMatchObject({
      status: 'yours',
      listName: 'Picnic',
      sharedBy: 'Ann',
    });
    expect(await call('acceptInvite', { inviteId: link.inviteId }, dee)).toEqual({ listId });
    const deesView = (await call('listLists', {}, dee)).lists.find((list) => list.id === listId);
    expect(deesView).toMatchObject({ sharedBy: 'Ann', isNew: true });

    // Stopped, the link lets nobody else in; Dee stays a member.
    const eve = await signUpUser(server, 'Eve');
    const stranger = await answer('revokeListLink', { inviteId: link.inviteId }, eve);
    expect(stranger.status).toBe(404);
    await call('revokeListLink', { inviteId: link.inviteId }, ann);
    expect((await answer('acceptInvite', { inviteId: link.inviteId }, eve)).status).toBe(404);
    expect(await listNames(dee)).toEqual(['Picnic']);

    await call('leaveList', { listId }, dee);
    expect((await answer('getList', { listId }, dee)).status).toBe(404);
    expect(await listNames(dee)).toEqual([]);
  });

  it('takes everything of the household from a removed or leaving member at once, over HTTP and the live socket', async () => {
    const [ann, bob, cy] = await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => signUpUser(server, name)));
    if (!ann || !bob || !cy) {
      throw new Error('sign-up failed');
    }
    await makePro(server, ann);
    await household(ann, bob);
    await household(ann, cy);
    const { id: listId } = await call('createList', { name: 'Weekly shop' }, ann);
    const { id: bobsList } = await call('createList', { name: 'Hardware' }, bob);
    await call('createMeal', { name: 'Soup', ingredients: ['leeks'] }, bob);
    const topic = `list:${listId}`;
    const bobSocket = await watching(bob, topic);
    const cySocket = await watching(cy, topic);

    // Removed by the owner: Bob's list and meal stay with the household; Bob starts again with a copy of his meal.
    await call('removeHouseholdMember', { userId: bob.uid }, ann);
    await bobSocket.waitFor((message) => message.type === 'denied' && message.topic === topic);
    expect((await answer('getList', { listId }, bob)).status).toBe(404);
    expect(await listNames(bob)).toEqual([]);
    expect((await call('getHousehold', {}, bob)).household).toMatchObject({
      name: "Bob's household",
      isPro: false,
      members: [{ userId: bob.uid, role: 'owner' }],
    });
    expect((await listNames(ann)).sort()).toEqual(['Hardware', 'Weekly shop']);
    expect((await call('getList', { listId: bobsList }, ann)).list.ownerId).toBe(ann.uid);
    expect(await mealNames(ann)).toEqual(['Soup']);
    await makePro(server, bob);
    expect(await mealNames(bob)).toEqual(['Soup']);

    // Leaving on their own: the same at once.
    const from = cySocket.messages.length;
    await call('addItems', { listId, text: 'bread' }, ann);
    await heard(cySocket, from, topic);
    await call('leaveHousehold', {}, cy);
    await cySocket.waitFor((message) => message.type === 'denied' && message.topic === topic);
    expect((await answer('getList', { listId }, cy)).status).toBe(404);
    expect(await call('me', {}, cy)).toMatchObject({ isPro: false, proThrough: null });
    // Alone now: there is nothing to leave.
    const alone = await answer('leaveHousehold', {}, cy);
    expect([alone.status, alone.body?.error?.message]).toEqual([400, MESSAGES.householdLeaveAlone]);
  });

  it('gives the other members Pro while one member pays, and takes it away when that subscription ends', async () => {
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((name) => signUpUser(server, name)));
    if (!ann || !bob) {
      throw new Error('sign-up failed');
    }
    await household(ann, bob);
    expect((await call('me', {}, bob)).isPro).toBe(false);
    expect((await answer('listMeals', {}, bob)).status).toBe(403);
    // Ann pays through test-mode checkout, as on the Go Pro page.
    const checkout = await call('createCheckoutSession', { plan: 'monthly' }, ann);
    await call('payTestCheckout', { sessionId: checkout.id }, ann);
    expect(await call('me', {}, bob)).toMatchObject({ isPro: true, proThrough: 'Ann' });
    expect((await answer('listMeals', {}, bob)).status).toBe(200);
    await call('cancelTestSubscription', {}, ann);
    expect(await call('me', {}, bob)).toMatchObject({ isPro: false, proThrough: null });
    expect((await answer('listMeals', {}, bob)).status).toBe(403);
  });

  it('tells every member of a change to the plan, the meals, the stores and the members, live', async () => {
    const [ann, bob, cy] = await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => signUpUser(server, name)));
    if (!ann || !bob || !cy) {
      throw new Error('sign-up failed');
    }
    await makePro(server, ann);
    await household(ann, bob);
    const sockets = await Promise.all(
      ['plan', 'meals', 'stores', 'household'].map((topic) => watching(bob, topic)),
    );
    const [plan, meals, stores, members] = sockets as [TestSocket, TestSocket, TestSocket, TestSocket];
    const { id: mealId } = await call('createMeal', { name: 'Tacos', ingredients: ['tortillas'] }, ann);
    await heard(meals, 0, 'meals');
    await call('addToMealPlan', { day: 'Friday', slot: 'dinner', mealId }, ann);
    await heard(plan, 0, 'plan');
    await call('createStore', { name: 'Market' }, ann);
    await heard(stores, 0, 'stores');
    await household(ann, cy);
    await heard(members, 0, 'household');
    // New units change what each member's `me` says (the units their devices sum in): they are told to ask again.
    const me = await watching(bob, 'user');
    const from = me.messages.length;
    await call('setHouseholdUnits', { units: 'metric' }, ann);
    await heard(me, from, 'user');
    expect((await call('me', {}, bob)).unitsInUse).toBe('metric');
    for (const socket of [...sockets, me]) {
      socket.close();
    }
  });

  it('refuses a used-up, revoked or full link with what to do, and the owner alone changes roles', async () => {
    const [ann, bob, cy, dee] = await Promise.all(
      ['Ann', 'Bob', 'Cy', 'Dee'].map((name) => signUpUser(server, name)),
    );
    if (!ann || !bob || !cy || !dee) {
      throw new Error('sign-up failed');
    }
    const once = await call('createHouseholdInvite', { maxUses: 1 }, ann);
    expect(once.usesLeft).toBe(1);
    await call('joinHousehold', { inviteId: once.inviteId }, bob);
    const usedUp = await answer('joinHousehold', { inviteId: once.inviteId }, cy);
    expect([usedUp.status, usedUp.body?.error?.message]).toEqual([400, MESSAGES.householdInviteUsedUp]);
    const again = await answer('joinHousehold', { inviteId: once.inviteId }, bob);
    expect(again.body?.error?.message).toBe(MESSAGES.householdInviteUsedUp);

    const revoked = await call('createHouseholdInvite', {}, ann);
    const refusedRevoke = await answer('revokeHouseholdInvite', { inviteId: revoked.inviteId }, bob);
    expect([refusedRevoke.status, refusedRevoke.body?.error?.message]).toEqual([
      403,
      MESSAGES.householdInviteRefused,
    ]);
    await call('revokeHouseholdInvite', { inviteId: revoked.inviteId }, ann);
    const late = await answer('joinHousehold', { inviteId: revoked.inviteId }, cy);
    expect(late.body?.error?.message).toBe(MESSAGES.householdInviteRevoked);
    expect(
      resultOf(await server.call('getHouseholdInvite', { inviteId: revoked.inviteId })).invite?.status,
    ).toBe('revoked');

    // A household keeps ten working links at most (Dee's own, here).
    for (let made = 0; made < 10; made += 1) {
      await call('createHouseholdInvite', {}, dee);
    }
    const eleventh = await answer('createHouseholdInvite', {}, dee);
    expect([eleventh.status, eleventh.body?.error?.message]).toEqual([
      400,
      MESSAGES.householdTooManyLinks(10),
    ]);

    // Roles: a member may not change them; the owner makes Bob an admin, then hands the household to him.
    const refusedRole = await answer('setHouseholdRole', { userId: ann.uid, role: 'member' }, bob);
    expect(refusedRole.body?.error?.message).toBe(MESSAGES.householdRoleRefused);
    await call('setHouseholdRole', { userId: bob.uid, role: 'admin' }, ann);
    expect((await call('getHousehold', {}, bob)).household.abilities).toMatchObject({
      invite: true,
      changeRoles: false,
    });
    await call('setHouseholdRole', { userId: bob.uid, role: 'owner' }, ann);
    const after = (await call('getHousehold', {}, ann)).household;
    expect(after.members.map((member) => [member.displayName, member.role])).toEqual([
      ['Bob', 'owner'],
      ['Ann', 'admin'],
    ]);
    // An admin does not remove the owner.
    const refusedRemove = await answer('removeHouseholdMember', { userId: bob.uid }, ann);
    expect(refusedRemove.body?.error?.message).toBe(MESSAGES.householdRemoveOwnerRefused);

    // A household holds six people at most.
    const full = await call('createHouseholdInvite', {}, bob);
    const more = await Promise.all(['E', 'F', 'G', 'H'].map((name) => signUpUser(server, name)));
    for (const person of more.slice(0, 4)) {
      await answer('joinHousehold', { inviteId: full.inviteId }, person);
    }
    const seventh = await answer(
      'joinHousehold',
      { inviteId: (await call('createHouseholdInvite', {}, bob)).inviteId },
      dee,
    );
    expect([seventh.status, seventh.body?.error?.message]).toEqual([400, MESSAGES.householdFull(6)]);
  });

  it('lets one of two people who join at once take the last place, by two different links', async () => {
    const people = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => signUpUser(server, name)),
    );
    const [owner, ...others] = people as [TestUser, ...TestUser[]];
    const first = await call('createHouseholdInvite', {}, owner);
    for (const person of others.slice(0, 4)) {
      await call('joinHousehold', { inviteId: first.inviteId }, person);
    }
    const links = await Promise.all([1, 2].map(() => call('createHouseholdInvite', {}, owner)));
    const answers = await Promise.all(
      others
        .slice(4)
        .map((person, index) => answer('joinHousehold', { inviteId: links[index]?.inviteId ?? '' }, person)),
    );
    expect(answers.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(answers.find((reply) => reply.status === 400)?.body?.error?.message).toBe(
      MESSAGES.householdFull(6),
    );
    expect((await call('getHousehold', {}, owner)).household.members).toHaveLength(6);
  });

  it('lets two people join each other’s households at once: one after the other, never both lost', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [xena, yuri] = (await Promise.all(['Xena', 'Yuri'].map((name) => signUpUser(server, name)))) as [
        TestUser,
        TestUser,
      ];
      const [toXena, toYuri] = await Promise.all([
        call('createHouseholdInvite', {}, xena),
        call('createHouseholdInvite', {}, yuri),
      ]);
      const answers = await Promise.all([
        answer('joinHousehold', { inviteId: toYuri.inviteId }, xena),
        answer('joinHousehold', { inviteId: toXena.inviteId }, yuri),
      ]);
      // The first join empties the joiner's household, and its link goes with it: the second is told so.
      expect(answers.map((reply) => reply.status).sort()).toEqual([200, 404]);
      const households = await Promise.all(
        [xena, yuri].map(async (who) => (await call('getHousehold', {}, who)).household),
      );
      expect(households[0]?.id).toBe(households[1]?.id);
      expect(households[0]?.members).toHaveLength(2);
    }
  });

  it('hands the owner role to the longest-standing admin, and keeps the household what the owner made for it, when the owner deletes their account', async () => {
    const [ann, bob, cy] = await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => signUpUser(server, name)));
    if (!ann || !bob || !cy) {
      throw new Error('sign-up failed');
    }
    await household(ann, bob);
    await household(ann, cy);
    await call('setHouseholdRole', { userId: cy.uid, role: 'admin' }, ann);
    const { id: listId } = await call('createList', { name: 'Kept' }, ann);
    await call('createStore', { name: 'The market' }, ann);
    await call('deleteAccount', { email: ann.email }, ann);
    // What Ann made for the household stays with it.
    expect(await storeNames(bob)).toEqual(['The market']);
    const left = (await call('getHousehold', {}, bob)).household;
    expect(left.members.map((member) => [member.displayName, member.role])).toEqual([
      ['Cy', 'owner'],
      ['Bob', 'member'],
    ]);
    expect((await call('getList', { listId }, bob)).list.name).toBe('Kept');
  });
});

/** Who may call each household procedure: its owner, an admin, a member, and someone outside it. */
describe.each(DATABASE_KINDS)('the household access matrix on %s', (kind) => {
  let server: LiveServer;
  const ROLES = ['owner', 'admin', 'member', 'outsider'] as const;
  type Seat = (typeof ROLES)[number];
  /** A household of an owner, an admin and a member, a person outside it, and a link of the household's. */
  const setUp = async () => {
    const [owner, admin, member, outsider] = (await Promise.all(
      ['Owner', 'Admin', 'Member', 'Outsider'].map((name) => signUpUser(server, name)),
    )) as [TestUser, TestUser, TestUser, TestUser];
    const link = resultOf(await server.call('createHouseholdInvite', {}, owner.cookie));
    for (const joiner of [admin, member]) {
      resultOf(await server.call('joinHousehold', { inviteId: link.inviteId }, joiner.cookie));
    }
    resultOf(await server.call('setHouseholdRole', { userId: admin.uid, role: 'admin' }, owner.cookie));
    return { seats: { owner, admin, member, outsider }, inviteId: link.inviteId };
  };
  type Setup = Awaited<ReturnType<typeof setUp>>;
  /** Each procedure's input on a fresh household, and the status each seat gets. */
  const MATRIX: Record<string, { input: (setup: Setup) => object; expected: Record<Seat, number> }> = {
    getHousehold: { input: () => ({}), expected: { owner: 200, admin: 200, member: 200, outsider: 200 } },
    getHouseholdInvite: {
      input: (setup) => ({ inviteId: setup.inviteId }),
      expected: { owner: 200, admin: 200, member: 200, outsider: 200 },
    },
    renameHousehold: {
      input: () => ({ name: 'Renamed' }),
      // The outsider renames their own household.
      expected: { owner: 200, admin: 200, member: 403, outsider: 200 },
    },
    setHouseholdUnits: {
      input: () => ({ units: 'us' }),
      // The outsider chooses their own household's units.
      expected: { owner: 200, admin: 200, member: 403, outsider: 200 },
    },
    createHouseholdInvite: {
      input: () => ({}),
      expected: { owner: 200, admin: 200, member: 403, outsider: 200 },
    },
    revokeHouseholdInvite: {
      input: (setup) => ({ inviteId: setup.inviteId }),
      expected: { owner: 200, admin: 200, member: 403, outsider: 404 },
    },
    setHouseholdRole: {
      input: (setup) => ({ userId: setup.seats.member.uid, role: 'admin' }),
      // The outsider owns their own household, where that person is not.
      expected: { owner: 200, admin: 403, member: 403, outsider: 404 },
    },
    removeHouseholdMember: {
      input: (setup) => ({ userId: setup.seats.member.uid }),
      // The member removing themselves is told to leave instead; the outsider's own household has nobody else.
      expected: { owner: 200, admin: 200, member: 400, outsider: 404 },
    },
    leaveHousehold: { input: () => ({}), expected: { owner: 200, admin: 200, member: 200, outsider: 400 } },
    joinHousehold: {
      input: (setup) => ({ inviteId: setup.inviteId }),
      expected: { owner: 400, admin: 400, member: 400, outsider: 200 },
    },
  };

  beforeAll(async () => {
    server = await startLiveServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  // One test per procedure: each seat gets a household of its own, and four households are enough for one limit.
  it.each(Object.entries(MATRIX))(
    'answers every seat of %s as the households policy says',
    async (procedure, row) => {
      const seen: Record<string, number> = {};
      for (const seat of ROLES) {
        const setup = await setUp();
        const reply = await server.call(
          procedure as ProcedureName,
          row.input(setup) as InputOf<ProcedureName>,
          setup.seats[seat].cookie,
        );
        seen[seat] = reply.status;
      }
      expect(seen).toEqual(row.expected);
    },
  );
});
