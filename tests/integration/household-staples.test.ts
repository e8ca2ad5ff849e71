import type { InputOf, ProcedureName } from '@shared/api';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { openSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What a household always has ("we always have"): its members share it, nobody else sees it. */
describe.each(DATABASE_KINDS)('a household’s staples on %s', (kind) => {
  let server: LiveServer;

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));
  const staples = async (who: TestUser) => (await call('listStaples', {}, who)).staples;
  const names = async (who: TestUser) => (await staples(who)).map((staple) => staple.name);
  const people = async (...names: string[]) =>
    Promise.all(names.map((name) => signUpUser(server, name))) as Promise<TestUser[]>;
  const join = async (owner: TestUser, joiner: TestUser) => {
    const { inviteId } = await call('createHouseholdInvite', {}, owner);
    await call('joinHousehold', { inviteId }, joiner);
  };

  beforeAll(async () => {
    server = await startLiveServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('is shared by the household, live, keyed by the item, and unseen by another household', async () => {
    const [ann, bob, cy] = await people('Ann', 'Bob', 'Cy');
    if (!ann || !bob || !cy) {
      throw new Error('sign-up failed');
    }
    await join(ann, bob);
    const socket = await openSocket(server.base, bob.cookie);
    socket.send({ type: 'watch', topic: 'staples' });
    await socket.waitFor((message) => message.type === 'watching' && message.topic === 'staples');

    expect(await call('markStaple', { name: '  Olive oil ' }, ann)).toEqual({
      staple: { key: 'olive oil', name: 'Olive oil' },
    });
    await socket.waitFor((message) => message.type === 'changed' && message.topic === 'staples');
    // "salt" and "Salt" are one item: the second mark answers the first.
    await call('markStaple', { name: 'salt' }, bob);
    expect(await call('markStaple', { name: 'Salt' }, ann)).toEqual({
      staple: { key: 'salt', name: 'salt' },
    });
    expect(await names(bob)).toEqual(['Olive oil', 'salt']);
    expect(await names(ann)).toEqual(['Olive oil', 'salt']);
    expect(await staples(cy)).toEqual([]);

    // Another household cannot remove them, a member can, whoever marked it.
    await call('unmarkStaple', { key: 'salt' }, cy);
    expect(await names(ann)).toEqual(['Olive oil', 'salt']);
    await call('unmarkStaple', { key: 'salt' }, ann);
    expect(await names(bob)).toEqual(['Olive oil']);
    socket.close();
  });

  it('refuses a blank name and more than the limit, with what to do', async () => {
    const [dee] = await people('Dee');
    if (!dee) {
      throw new Error('sign-up failed');
    }
    const blank = await server.call('markStaple', { name: '   ' }, dee.cookie);
    expect([blank.status, blank.body?.error?.message]).toEqual([400, MESSAGES.stapleNameRequired]);
    for (let n = 0; n < LIMITS.maxStaples; n += 1) {
      await call('markStaple', { name: `thing ${n}` }, dee);
    }
    const full = await server.call('markStaple', { name: 'one more' }, dee.cookie);
    expect([full.status, full.body?.error?.message]).toEqual([
      400,
      MESSAGES.tooManyStaples(LIMITS.maxStaples),
    ]);
  });

  it('goes with a member who joins another household, stays with the household they leave, and is exported', async () => {
    const [eve, fay, gus] = await people('Eve', 'Fay', 'Gus');
    if (!eve || !fay || !gus) {
      throw new Error('sign-up failed');
    }
    await call('markStaple', { name: 'rice' }, fay);
    await join(eve, fay);
    // Fay's staple came with her into Eve's household.
    expect(await names(eve)).toEqual(['rice']);
    await call('markStaple', { name: 'flour' }, fay);
    await call('leaveHousehold', {}, fay);
    // The household keeps what Fay marked for it, and Fay keeps her own copy.
    expect(await names(eve)).toEqual(['flour', 'rice']);
    expect(await names(fay)).toEqual(['flour', 'rice']);

    const file = await call('exportMyData', {}, eve);
    expect(file.staples).toEqual([
      { itemKey: 'flour', name: 'flour' },
      { itemKey: 'rice', name: 'rice' },
    ]);

    await call('markStaple', { name: 'tea' }, gus);
    await join(eve, gus);
    const deleted = await server.call('deleteAccount', { email: gus.email }, gus.cookie);
    expect(deleted.status).toBe(200);
    // The household keeps what a deleted member marked, as it keeps their stores.
    expect(await names(eve)).toEqual(['flour', 'rice', 'tea']);
  });
});
