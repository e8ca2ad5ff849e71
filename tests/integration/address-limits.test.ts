import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { appClient, createTestApp, resultOf, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { signUpUser } from '../support/test-users';

const PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++sequence}@example.com`;

describe.each(DATABASE_KINDS)('per-address limits on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const auth = (path: string, body: unknown, from: string) =>
    app.post(`/api/auth/${path}`, JSON.stringify(body), { 'x-forwarded-for': from });

  it('stops one address guessing across many accounts at the 31st sign-in', async () => {
    const from = '10.20.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push(
        (await auth('sign-in/email', { email: unique('nobody'), password: PASSWORD }, from)).status,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const stopped = await auth('sign-in/email', { email: unique('nobody'), password: PASSWORD }, from);
    expect(stopped.status).toBe(429);
    expect(((await stopped.json()) as { message: string }).message).toBe(MESSAGES.tooManyAttempts(5));
    // Another address is not affected.
    expect(
      (await auth('sign-in/email', { email: unique('other'), password: PASSWORD }, '10.20.0.2')).status,
    ).toBe(401);
  });

  it('stops one address asking for reset mails for many accounts at the 11th', async () => {
    const from = '10.20.1.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const asked = await auth(
        'request-password-reset',
        { email: unique('reset'), redirectTo: 'http://localhost:3000/reset-password' },
        from,
      );
      statuses.push(asked.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  const signUps = async (headers: () => HeadersInit, count: number) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const answer = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email: unique('signup'), password: PASSWORD, name: 'S' }),
      });
      statuses.push(answer.status);
    }
    return statuses;
  };

  it('takes the address the proxy appended, so a client-sent X-Forwarded-For does not escape the sign-up limit', async () => {
    let forged = 0;
    const statuses = await signUps(
      () => ({ 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++forged}, 10.20.3.1` }),
      11,
    );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reads several X-Forwarded-For header lines as one list', async () => {
    let forged = 0;
    const statuses = await signUps(
      () => [
        ['content-type', 'application/json'],
        ['x-forwarded-for', `203.0.113.${++forged}`],
        ['x-forwarded-for', '10.20.4.1'],
      ],
      11,
    );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('never throttles a household behind one address editing its lists', async () => {
    const household = '10.20.2.1';
    const first = await signUpUser(app, 'Hana');
    const second = await signUpUser(app, 'Hugo');
    const { call } = appClient(app.request, TEST_ORIGIN, { 'x-forwarded-for': household });
    const created = await call('createList', { name: 'Home' }, first.cookie);
    const { id: listId } = resultOf(created);
    await app.services.lists.addMember(listId, second.uid);
    const statuses: number[] = [];
    // 300 edits in bursts of 20, as two phones in a shop aisle would send them.
    for (let burst = 0; burst < 15; burst += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(
            'addItems',
            { listId, text: `item ${burst}-${index}` },
            index % 2 === 0 ? first.cookie : second.cookie,
          ),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    const list = await call('getList', { listId }, second.cookie);
    const items = Object.values(resultOf(list).list.items ?? {}).flat();
    const ticks = await Promise.all(
      items.map((item, index) =>
        call(
          'toggleItem',
          { listId, itemId: item.id, checked: true },
          index % 2 ? first.cookie : second.cookie,
        ),
      ),
    );
    statuses.push(...ticks.map((answer) => answer.status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(600);
  });
});

describe.each(DATABASE_KINDS)('per-address limits behind two proxies (TRUST_PROXY=2) on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: '2' });
  });
  afterAll(() => app.close());

  const signUp = (forwardedFor: string) =>
    app.post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: unique('hops'), password: PASSWORD, name: 'H' }),
      { 'x-forwarded-for': forwardedFor },
    );

  it('counts the second entry from the right, the one the outer proxy appended', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // The client's own entry, the outer proxy's (the client's address), the inner proxy's (the outer proxy).
      statuses.push((await signUp(`203.0.113.${attempt}, 10.20.5.1, 172.16.0.9`)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await signUp('203.0.113.1, 10.20.5.2, 172.16.0.9')).status).toBe(200);
  });

  it('takes the left-most entry when the request passed fewer proxies than TRUST_PROXY says', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signUp('10.20.6.1')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
