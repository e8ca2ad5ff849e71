import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { DATABASE_KINDS } from '../../../tests/support/test-database';
import { signUpUser } from '../../../tests/support/test-users';

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
});
