import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, type TestApp } from '../../../tests/support/test-app';
import { DATABASE_KINDS } from '../../../tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '../../../tests/support/test-users';
import { MESSAGES } from '../../shared/messages';

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

  const newList = async () =>
    (await app.call('createList', { name: 'Party' }, ann.cookie)).body?.result as { id: string };
  const share = (listId: string, recipientEmail: string, user = ann) =>
    app.call('createShareInvite', { listId, recipientEmail }, user.cookie);

  it('makes the recipient a member at once, whatever the case of the e-mail', async () => {
    const { id: listId } = await newList();
    const answer = await share(listId, `  ${bob.email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    const { inviteId } = resultOf<{ inviteId: string }>(answer);
    // At least 128 random bits: 22 base64url characters.
    expect(inviteId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await app.call('getList', { listId }, bob.cookie)).status).toBe(200);
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
    const { inviteId } = resultOf<{ inviteId: string }>(await share(listId, bob.email));
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
    const { inviteId } = resultOf<{ inviteId: string }>(await share(listId, bob.email));
    await app.call('removeMember', { listId, memberId: bob.uid }, ann.cookie);
    const reopened = await app.call('acceptInvite', { inviteId }, bob.cookie);
    expect(reopened.status).toBe(403);
    expect(reopened.body?.error?.message).toBe(MESSAGES.inviteRevoked);
    expect((await app.call('getList', { listId }, bob.cookie)).status).toBe(404);
  });

  it('lets a member share too, but not a stranger', async () => {
    const { id: listId } = await newList();
    await share(listId, bob.email);
    expect((await share(listId, cy.email, bob)).status).toBe(200);
    const { id: other } = await newList();
    expect((await share(other, bob.email, cy)).status).toBe(404);
  });
});
