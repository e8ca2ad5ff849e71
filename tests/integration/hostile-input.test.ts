import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ProcedureName } from '../../src/shared/api';
import { MESSAGES } from '../../src/shared/messages';
import { type AuthErrorBody, authInputs, postAuth } from '../support/auth-inputs';
import { createFixture, type FixtureUsers, smallDataFile, VALID_INPUTS } from '../support/procedure-inputs';
import { type CallAnswer, createTestApp, resultOf, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { queryRows } from '../support/test-sql';
import { makePro, signUpUser, type TestUser } from '../support/test-users';

/** Tables a refused call must leave exactly as they were (counters and sessions may move). */
const CONTENT_TABLES = [
  'list',
  'list_member',
  'list_item',
  'share_invite',
  'meal',
  'meal_plan_entry',
  'category_memory',
  'store',
  'store_tick',
  'test_checkout',
  'billing_subscription',
];
const HOSTILE_TEXT = [
  "'); drop table list_item; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude00',
  // Halves of UTF-16 pairs on their own: JSON allows them, PostgreSQL's JSON does not.
  'milk \ud800 and \udc00',
  '../../etc/passwd',
  // Template-injection probes; the brace is escaped so this stays a plain string.
  '{{7*7}}$\u{7b}7*7}',
  ' '.repeat(300),
];

/** Values a hostile or broken client might send in any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.string({ minLength: 1000, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 50 }), { maxLength: 600 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
);

describe.each(DATABASE_KINDS)('hostile input on %s', (kind) => {
  let app: TestApp;
  let users: FixtureUsers;
  /** A digest of every content table (or of the tables given): equal digests mean no row changed. */
  const digest = async (tables: string[] = CONTENT_TABLES) => {
    const parts = await Promise.all(
      tables.map(async (table) => {
        const [row] = await queryRows<{ digest: string | null }>(
          app.database,
          sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`),
        );
        return `${table}:${row?.digest ?? 'empty'}`;
      }),
    );
    return parts.join(',');
  };
  /** One call with a deadline: a hang fails the test rather than stalling it. Its body is unchecked by design. */
  const callWithin = (name: ProcedureName, body: string, cookie: string): Promise<CallAnswer> =>
    Promise.race([
      app.callRaw(name, body, cookie),
      new Promise<CallAnswer>((_, reject) => setTimeout(() => reject(new Error(`${name} hung`)), 5_000)),
    ]);

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '1000' });
    const [owner, member, pro, recipient] = await Promise.all(
      ['Owner', 'Member', 'Pro', 'Recipient'].map((name) => signUpUser(app, name)),
    );
    users = { owner, member, pro, recipient } as FixtureUsers;
    // The owner is Pro too, so every procedure is reachable and the input is what gets tested.
    await makePro(app, users.owner);
  });
  afterAll(() => app.close());

  it.each(Object.keys(api) as ProcedureName[])(
    '%s: random and oversized values never give a 500, a hang, or a change with a refusal',
    async (name) => {
      const fixture = await createFixture(app, users);
      const valid = VALID_INPUTS[name](fixture);
      const fields = Object.keys(valid);
      const mutated = fields.length
        ? fc
            .tuple(fc.constantFrom(...fields), hostileValue)
            .map(([field, value]) => ({ ...valid, [field]: value }))
        : fc.constant(valid);
      const bodies = fc.oneof(
        mutated.map((data) => JSON.stringify({ data })),
        fc.anything().map((data) => JSON.stringify({ data }) ?? 'null'),
        fc.string({ maxLength: 200 }),
        fc.constant(JSON.stringify({ data: { ...valid, pad: 'x'.repeat(70_000) } })),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const before = await digest();
          const answer = await callWithin(name, body, users.owner.cookie);
          expect(answer.status, `${name} ${body.slice(0, 120)}`).toBeLessThan(500);
          expect(answer.body?.error?.message ?? 'ok').not.toMatch(/at \w+ \(|Error:|stack/);
          if (answer.status >= 400) {
            expect(await digest(), `${name} refused ${answer.status} but changed rows`).toBe(before);
          }
        }),
        { numRuns: 20 },
      );
    },
  );

  it("deleteAccount refuses look-alikes of the caller's own e-mail and deletes nothing", async () => {
    const { email, cookie, uid } = users.owner;
    const [local, domain] = email.split('@');
    const lookAlikes: unknown[] = [
      '%',
      '_%@%',
      `${email}%`,
      `${email.slice(0, -1)}_`,
      `${email}' or '1'='1`,
      `' or email = '${email}' --`,
      `${local}\uff20${domain}`,
      `${local}\u200b@${domain}`,
      `${email}.`,
      `<${email}>`,
      `${email}\u0000`,
      `${email} ${email}`,
      'x'.repeat(300),
      [email],
      { email },
      { $ne: '' },
      null,
      42,
    ];
    const before = await digest();
    for (const value of lookAlikes) {
      const answer = await callWithin('deleteAccount', JSON.stringify({ data: { email: value } }), cookie);
      expect([answer.status, answer.body?.error?.status], JSON.stringify(value)).toEqual([
        400,
        'INVALID_ARGUMENT',
      ]);
    }
    expect(await digest()).toBe(before);
    const [row] = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from "user" where id = ${uid}`,
    );
    expect(row?.n).toBe(1);
    expect((await app.call('me', {}, cookie)).status).toBe(200);
  });

  it('importMyData: a hostile value anywhere in a data file is refused with nothing written, never a 500', async () => {
    const paths = [
      ['version'],
      ['exportedAt'],
      ['profile'],
      ['lists', 0],
      ['lists', 0, 'name'],
      ['lists', 0, 'createdAt'],
      ['lists', 0, 'members'],
      ['lists', 0, 'store'],
      ['lists', 0, 'plannedMeals'],
      ['lists', 0, 'items', 0],
      ['lists', 0, 'items', 0, 'name'],
      ['lists', 0, 'items', 0, 'quantity'],
      ['lists', 0, 'items', 0, 'category'],
      ['lists', 0, 'items', 0, 'checked'],
      ['lists', 0, 'items', 0, 'checkedAt'],
      ['meals', 0, 'ingredients'],
      ['meals', 0, 'servings'],
      ['plan', 0, 'meal'],
      ['plan', 0, 'scale'],
      ['stores', 0, 'categoryOrder'],
      ['stores', 0, 'trips', 0, 'ticks', 0, 'position'],
      ['categoryCorrections', 0, 'itemKey'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), hostileValue, async (path, value) => {
        const file: Record<string, unknown> = smallDataFile();
        const last = path.length - 1;
        const parent = path
          .slice(0, last)
          .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, file);
        parent[path[last] as string] = value;
        const body = JSON.stringify({ data: { file } });
        const before = await digest();
        const answer = await callWithin('importMyData', body, users.owner.cookie);
        expect(answer.status, `${path.join('.')} ${body.slice(0, 200)}`).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(await digest(), `refused ${answer.status} but changed rows`).toBe(before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('stores SQL-looking and markup-looking text as plain text', async () => {
    const text = HOSTILE_TEXT.slice(0, 3);
    // A writer of its own: the fuzzing above may already have made the owner a meal with one of these names.
    const writer = await signUpUser(app, 'Writer');
    await makePro(app, writer);
    const { id } = resultOf(await app.call('createList', { name: text[0] ?? '' }, writer.cookie));
    resultOf(await app.call('addItems', { listId: id, text: text.join('\n') }, writer.cookie));
    const { list } = resultOf(await app.call('getList', { listId: id }, writer.cookie));
    expect(list.name).toBe(text[0]);
    expect(
      Object.values(list.items ?? {})
        .flat()
        .map((item) => item.name)
        .sort(),
    ).toEqual([...text].sort());
    resultOf(
      await app.call('createMeal', { name: text[1] ?? '', ingredients: [text[0] ?? ''] }, writer.cookie),
    );
    const { meals } = resultOf(await app.call('listMeals', {}, writer.cookie));
    expect(meals).toContainEqual(expect.objectContaining({ name: text[1], ingredients: [text[0]] }));
  });

  it('keeps text holding half a UTF-16 pair, with U+FFFD in its place, in every kind of write', async () => {
    // Sent raw: JSON.stringify would escape the halves the same way, but this is the wire form a client sends.
    const half = 'oat \\ud800milk';
    const kept = 'oat \ufffdmilk';
    const raw = <N extends ProcedureName>(name: N, data: string) =>
      app.callRaw(name, `{"data":${data}}`, users.owner.cookie);
    const created = await raw('createList', `{"name":"${half}"}`);
    const { id } = resultOf(created);
    // Adds and ticks from other callers may share the write: none of them may fail because of this text.
    const [added, other] = await Promise.all([
      raw('addItems', `{"listId":"${id}","text":"${half}\\nbread"}`),
      app.call('addItems', { listId: id, text: 'eggs' }, users.owner.cookie),
    ]);
    expect([added.status, other.status]).toEqual([200, 200]);
    const { list } = resultOf(await app.call('getList', { listId: id }, users.owner.cookie));
    expect(list.name).toBe(kept);
    const items = Object.values(list.items ?? {}).flat();
    expect(items.map((item) => item.name).sort()).toEqual(['bread', 'eggs', kept]);
    const bread = items.find((item) => item.name === 'bread');
    expect(
      (await raw('renameItem', `{"listId":"${id}","itemId":"${bread?.id}","name":"${half}"}`)).status,
    ).toBe(200);
    // A guest's sort never reaches the database: the text is made whole where the request is read.
    const { items: sorted } = resultOf(await raw('sortItems', `{"text":"${half}"}`));
    expect(Object.values(sorted).flat()).toEqual([
      { name: kept, label: kept, quantity: null, note: null, checked: false },
    ]);
    expect((await raw('updateProfile', `{"displayName":"${half}"}`)).status).toBe(200);
  });

  describe('/api/auth/*', () => {
    const ACCOUNT_TABLES = ['user', 'account'];
    let fuzzed: TestUser & { name: string };
    beforeAll(async () => {
      fuzzed = { ...(await signUpUser(app, 'Fuzzed')), name: 'Fuzzed' };
    });
    const answerOf = async (response: Response) => ({
      status: response.status,
      body: (await response.json().catch(() => null)) as
        | (AuthErrorBody & { error?: { message?: string } })
        | null,
    });

    it('answers a NUL character in any input with 400 and a message, and stores nothing', async () => {
      const nul = 'a\u0000b';
      const cases: [string, Record<string, unknown>][] = [
        ['sign-in/email', { email: `${nul}@example.com`, password: 'wrong-password-1' }],
        ['sign-up/email', { email: `${nul}@example.com`, password: 'correct-horse-9', name: 'N' }],
        ['sign-up/email', { email: `nul.${Date.now()}@example.com`, password: 'correct-horse-9', name: nul }],
        ['request-password-reset', { email: `${nul}@example.com`, redirectTo: '/reset-password' }],
        ['reset-password', { token: nul, newPassword: 'another-password-1' }],
        ['update-user', { name: nul }],
        ['revoke-session', { token: nul }],
      ];
      const before = await digest(ACCOUNT_TABLES);
      for (const [path, body] of cases) {
        const answer = await answerOf(await postAuth(app, path, JSON.stringify(body), fuzzed.cookie));
        expect([answer.status, answer.body?.message], `${path} ${JSON.stringify(body)}`).toEqual([
          400,
          MESSAGES.nulCharacter,
        ]);
      }
      expect(await digest(ACCOUNT_TABLES)).toBe(before);
    });

    it('answers half a UTF-16 pair with 400 and a message, where a reset link once failed on it with a 500', async () => {
      const half = 'milk \ud800 and \udc00';
      for (const [path, body] of [
        ['request-password-reset', { email: fuzzed.email, redirectTo: `/reset-password?${half}` }],
        [
          'sign-up/email',
          { email: `half.${Date.now()}@example.com`, password: 'correct-horse-9', name: half },
        ],
      ] as const) {
        const answer = await answerOf(await postAuth(app, path, JSON.stringify(body)));
        expect([answer.status, answer.body?.message], path).toEqual([400, MESSAGES.brokenCharacter]);
      }
    });

    it('refuses an e-mail address longer than 254 characters with 400 and a message', async () => {
      // Random, so the database cannot compress it into an index entry.
      const email = `${randomBytes(1500).toString('hex')}@example.com`;
      const before = await digest(ACCOUNT_TABLES);
      for (const [path, body] of [
        ['sign-up/email', { email, password: 'correct-horse-9', name: 'Long' }],
        ['sign-in/email', { email, password: 'correct-horse-9' }],
        ['request-password-reset', { email, redirectTo: '/reset-password' }],
      ] as const) {
        const answer = await answerOf(await postAuth(app, path, JSON.stringify(body)));
        expect([answer.status, answer.body?.message], path).toEqual([400, MESSAGES.emailTooLong(254)]);
      }
      expect(await digest(ACCOUNT_TABLES)).toBe(before);
    });

    it('counts sign-ins from an address too long for an index entry, without a 500', async () => {
      // Only a client that reaches the app around its proxy (TRUST_PROXY set) can send this.
      const address = randomBytes(2000).toString('hex');
      const body = JSON.stringify({ email: fuzzed.email, password: 'wrong-password-1' });
      for (const path of ['sign-in/email', 'request-password-reset']) {
        const answer = await app.post(`/api/auth/${path}`, body, { 'x-forwarded-for': address });
        expect(answer.status, path).toBeLessThan(500);
      }
    });

    it.each(Object.keys(authInputs({ email: '', name: '' })))(
      '%s: random and oversized values never give a 500, an answer without a message, or a change with a refusal',
      async (path) => {
        const valid = authInputs(fuzzed)[path] ?? {};
        const bodies = fc.oneof(
          fc
            .tuple(fc.constantFrom(...Object.keys(valid)), hostileValue)
            .map(([field, value]) => JSON.stringify({ ...valid, [field]: value })),
          fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
          fc.string({ maxLength: 200 }),
          fc.constant(JSON.stringify({ ...valid, pad: 'x'.repeat(70_000) })),
        );
        await fc.assert(
          fc.asyncProperty(bodies, async (body) => {
            const before = await digest(ACCOUNT_TABLES);
            const answer = await answerOf(await postAuth(app, path, body, fuzzed.cookie));
            const context = `${path} ${body.slice(0, 120)} -> ${answer.status} ${JSON.stringify(answer.body)}`;
            expect(answer.status, context).toBeLessThan(500);
            if (answer.status >= 400) {
              const message = answer.body?.message ?? answer.body?.error?.message ?? '';
              expect(message, context).toMatch(/[a-z]/);
              expect(message, context).not.toMatch(/at \w+ \(|Error:|stack/);
              expect(await digest(ACCOUNT_TABLES), `${context} changed rows`).toBe(before);
            }
          }),
          { numRuns: 25 },
        );
      },
    );
  });
});
