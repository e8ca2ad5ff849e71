import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, type TestApp } from '../../../tests/support/test-app';
import { DATABASE_KINDS } from '../../../tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '../../../tests/support/test-users';
import { api } from '../../shared/api';

type Role = 'signed-out' | 'stranger' | 'member' | 'owner';
interface Fixture {
  listId: string;
  itemId: string;
  owner: TestUser;
  member: TestUser;
  recipient: TestUser;
}

/** Input for each list procedure, and the status each role gets. */
const MATRIX: Record<string, { input: (f: Fixture) => unknown; expect: Record<Role, number> }> = {
  getList: {
    input: (f) => ({ listId: f.listId }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  updateListName: {
    input: (f) => ({ listId: f.listId, name: 'Renamed' }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  deleteList: {
    input: (f) => ({ listId: f.listId }),
    expect: { 'signed-out': 401, stranger: 404, member: 403, owner: 200 },
  },
  leaveList: {
    input: (f) => ({ listId: f.listId }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 400 },
  },
  removeMember: {
    input: (f) => ({ listId: f.listId, memberId: f.member.uid }),
    expect: { 'signed-out': 401, stranger: 404, member: 403, owner: 200 },
  },
  addItems: {
    input: (f) => ({ listId: f.listId, text: 'eggs' }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  sortItems: {
    input: (f) => ({ listId: f.listId, text: 'eggs' }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  toggleItem: {
    input: (f) => ({ listId: f.listId, itemId: f.itemId, checked: true }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  renameItem: {
    input: (f) => ({ listId: f.listId, itemId: f.itemId, name: 'oat milk' }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  moveItem: {
    input: (f) => ({ listId: f.listId, itemId: f.itemId, category: 'Beverages' }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  deleteItem: {
    input: (f) => ({ listId: f.listId, itemId: f.itemId }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  resortList: {
    input: (f) => ({ listId: f.listId }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  clearList: {
    input: (f) => ({ listId: f.listId }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
  createShareInvite: {
    input: (f) => ({ listId: f.listId, recipientEmail: f.recipient.email }),
    expect: { 'signed-out': 401, stranger: 404, member: 200, owner: 200 },
  },
};

/** Procedures whose input names a list: every one of them must have a row above. */
const LIST_PROCEDURES = Object.entries(api)
  .filter(([, spec]) => 'shape' in spec.input && 'listId' in (spec.input as { shape: object }).shape)
  .map(([name]) => name);

describe.each(DATABASE_KINDS)('list access on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let recipient: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await signUpUser(app, 'Owen');
    member = await signUpUser(app, 'Mia');
    stranger = await signUpUser(app, 'Sol');
    recipient = await signUpUser(app, 'Rey');
    await makePro(app, owner);
  });
  afterAll(() => app.close());

  const freshFixture = async (): Promise<Fixture> => {
    const created = await app.call('createList', { name: 'Matrix' }, owner.cookie);
    const listId = resultOf<{ id: string }>(created).id;
    await app.services.lists.addMember(listId, member.uid);
    await app.call('addItems', { listId, text: 'milk' }, owner.cookie);
    const items = await app.services.lists.itemsOf(listId);
    return { listId, itemId: items[0]?.id ?? '', owner, member, recipient };
  };

  it('has a row for every procedure that takes a list', () => {
    expect(LIST_PROCEDURES.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [procedure, row] of Object.entries(MATRIX)) {
    it(`${procedure}: signed-out 401, stranger 404, member ${row.expect.member}, owner ${row.expect.owner}`, async () => {
      const roles: [Role, TestUser | null][] = [
        ['signed-out', null],
        ['stranger', stranger],
        ['member', member],
        ['owner', owner],
      ];
      for (const [role, user] of roles) {
        const fixture = await freshFixture();
        const answer = await app.call(procedure, row.input(fixture), user?.cookie);
        expect({ role, status: answer.status }).toEqual({ role, status: row.expect[role] });
      }
    });
  }
});
