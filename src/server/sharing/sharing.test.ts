import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARES_PER_MINUTE } from './sharing.procedures';

describe.each(DATABASE_KINDS)('sharing on %s', (kind) => {
  let app: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ann = await signUpUser(app, 'Ann');
    bob = await signUpUser(app, 'Bob');
    cy = await signUpUser(app, 'Cy');
    // Ann makes many lists here; as a Pro user she stays clear of the free limit.
    await makePro(app, ann);
  });
  afterAll(() => app.close());

  const newList = async () => resultOf(await app.call('createList', { name: 'Party' }, ann.cookie));
  const share = (listId: string, recipientEmail: string, user = ann) =>
    app.call('createShareInvite', { listId, recipientEmail }, user.cookie);

  it('makes the recipient a member at once, whatever the case of the e-mail', async () => {
    const { id: listId } = await newList();
    const answer = await share(listId, `  ${bob.email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    const { inviteId } = resultOf(answer);
    // At least 128 random bits: 22 base64url characters.
    expect(inviteId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await app.call('getList', { listId }, bob.cookie)).status).toBe(200);
  });

  it("says who shared a list in the recipient's My Lists, and nothing in the owner's", async () => {
    const { id: listId } = await newList();
    await share(listId, bob.email);
    await share(listId, cy.email, bob);
    const entryOf = async (user: TestUser) =>
      resultOf(await app.call('listLists', {}, user.cookie)).lists.find((entry) => entry.id === listId);
    expect((await entryOf(ann))?.sharedBy).toBeUndefined();
    expect((await entryOf(bob))?.sharedBy).toBe('Ann');
    // A member who shares it is who shared it.
    expect((await entryOf(cy))?.sharedBy).toBe('Bob');
  });

  it("puts a list just shared first in the recipient's My Lists, marked new until they open it", async () => {
    const dana = await signUpUser(app, 'Dana');
    const older = await app.call('createList', { name: 'Dana own' }, dana.cookie);
    expect(older.status).toBe(200);
    const { id: listId } = await newList();
    // Dana makes a list after Ann's, so only being new puts Ann's first.
    await app.call('createList', { name: 'Dana newest' }, dana.cookie);
    await share(listId, dana.email);
    const overview = async (user: TestUser) => resultOf(await app.call('listLists', {}, user.cookie)).lists;
    const first = (await overview(dana))[0];
    expect([first?.id, first?.isNew]).toEqual([listId, true]);
    expect((await overview(ann)).find((entry) => entry.id === listId)?.isNew).toBeUndefined();

    expect((await app.call('getList', { listId }, dana.cookie)).status).toBe(200);
    const after = await overview(dana);
    expect(after.find((entry) => entry.id === listId)?.isNew).toBeUndefined();
    expect(after.map((entry) => entry.name)).toEqual(['Dana newest', 'Party', 'Dana own']);
  });

  it('answers the SPEC texts for an unknown e-mail and an empty one, and refuses one’s own', async () => {
    const { id: listId } = await newList();
    const unknown = await share(listId, 'nobody.at.all@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body?.error?.message).toBe(MESSAGES.shareUserMissing);
    const empty = await share(listId, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body?.error?.message).toBe(MESSAGES.emailRequired);
    expect((await share(listId, ann.email)).status).toBe(400);
  });

  it('shows the invite to its recipient, tells another account it is not theirs, and opens the list', async () => {
    const { id: listId } = await newList();
    const { inviteId } = resultOf(await share(listId, bob.email));
    expect((await app.call('getInvite', { inviteId }, bob.cookie)).body?.result).toEqual({
      invite: { status: 'yours', listId, listName: 'Party', sharedBy: 'Ann' },
    });
    expect((await app.call('getInvite', { inviteId }, cy.cookie)).body?.result).toEqual({
      invite: { status: 'other-account', sharedBy: 'Ann' },
    });
    expect((await app.call('acceptInvite', { inviteId }, bob.cookie)).body?.result).toEqual({ listId });
    const stranger = await app.call('acceptInvite', { inviteId }, cy.cookie);
    expect(stranger.status).toBe(403);
    expect(stranger.body?.error?.message).toBe(MESSAGES.inviteForOtherAccount);
    expect((await app.call('getInvite', { inviteId: 'made-up' }, bob.cookie)).status).toBe(404);
    expect((await app.call('getInvite', { inviteId }, undefined)).status).toBe(401);
  });

  it('does not let an old invite undo the owner removing someone', async () => {
    const { id: listId } = await newList();
    const { inviteId } = resultOf(await share(listId, bob.email));
    await app.call('removeMember', { listId, memberId: bob.uid }, ann.cookie);
    const reopened = await app.call('acceptInvite', { inviteId }, bob.cookie);
    expect(reopened.status).toBe(403);
    expect(reopened.body?.error?.message).toBe(MESSAGES.inviteRevoked);
    expect((await app.call('getList', { listId }, bob.cookie)).status).toBe(404);
  });

  // Each answer tells whether an address has an account, and a real one joins the list at once: an account may
  // try only so many addresses a minute (issue 31, 2.12).
  it('answers 20 addresses a minute per account, made-up or real, and refuses the 21st with when to try again', async () => {
    const prober = await signUpUser(app, 'Pam');
    const { id: listId } = resultOf(await app.call('createList', { name: 'Probe' }, prober.cookie));
    const statuses = [];
    for (let index = 0; index < SHARES_PER_MINUTE; index += 1) {
      const address = index % 5 === 0 ? bob.email : `made.up.${index}@example.com`;
      statuses.push((await share(listId, address, prober)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([200, 404]));

    const refused = await share(listId, cy.email, prober);
    expect(refused.status).toBe(429);
    expect(refused.body?.error?.status).toBe('RESOURCE_EXHAUSTED');
    const seconds = Number(/(\d+) seconds?/.exec(refused.body?.error?.message ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body?.error?.message).toBe(MESSAGES.sharesTooFast(SHARES_PER_MINUTE, seconds));
    // Refused, the real address learned nothing and joined nothing.
    expect((await app.call('getList', { listId }, cy.cookie)).status).toBe(404);
    expect((await share(listId, 'made.up.again@example.com', prober)).status).toBe(429);
    // Another account is not held back by it.
    const { id: other } = await newList();
    expect((await share(other, cy.email)).status).toBe(200);
  });

  it('lets a member share too, but not a stranger', async () => {
    const { id: listId } = await newList();
    await share(listId, bob.email);
    expect((await share(listId, cy.email, bob)).status).toBe(200);
    const { id: other } = await newList();
    expect((await share(other, bob.email, cy)).status).toBe(404);
  });
});
