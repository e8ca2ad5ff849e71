import { MESSAGES } from '@shared/messages';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PASSWORD = 'correct-horse-battery-9';

describe.each(DATABASE_KINDS)('sign-in failure limits on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string, from: string) =>
    app.post('/api/auth/sign-in/email', JSON.stringify({ email, password }), { 'x-forwarded-for': from });
  /** How many answers had each status, e.g. `{401: 10, 429: 50}`. */
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it('lets at most 10 of 60 wrong passwords sent at once for one account reach the password check', async () => {
    const { email } = await signUpUser(app, 'Raced');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) => signIn(email, `guess-${attempt}-xxxxx`, '10.30.0.1')),
    );
    const counts = tally(answers.map((answer) => answer.status));
    // 401 is better-auth's answer after checking the password; 429 is ours before it.
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(60);
    expect(counts[401], JSON.stringify(counts)).toBeLessThanOrEqual(10);
    expect((await signIn(email, PASSWORD, '10.30.0.1')).status).toBe(429);
  });

  it("refuses a stranger's address after 10 wrong passwords, but not the owner's right password from another", async () => {
    const { email } = await signUpUser(app, 'Owner');
    const stranger = '10.30.1.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await signIn(email, `guess-${attempt}-xxxxx`, stranger)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn(email, PASSWORD, '10.30.1.2')).status).toBe(200);
    const refused = await signIn(email, PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.tooManyAttempts(15));
  });

  it('stops 60 wrong passwords from 60 addresses at once at 50, yet the owner signs in from an address they used before', async () => {
    const { email } = await signUpUser(app, 'Target');
    const home = '10.30.2.1';
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        signIn(email, `guess-${attempt}-xxxxx`, `10.30.3.${attempt}`),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect((counts[401] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(60);
    expect(counts[401], JSON.stringify(counts)).toBeLessThanOrEqual(50);
    expect(counts[429], JSON.stringify(counts)).toBeGreaterThanOrEqual(10);
    // A new address is refused even with the right password while the account is under attack…
    expect((await signIn(email, PASSWORD, '10.30.4.1')).status).toBe(429);
    // …but not the owner's own.
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
  });
});
