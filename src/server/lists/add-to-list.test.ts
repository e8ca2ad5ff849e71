import { type FakeModelServer, startFakeModelServer } from '@tests/support/fake-model-server';
import { createTestApp, resultOf, TEST_ORIGIN, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('the add path when the caller goes away, on %s', (kind) => {
  let fake: FakeModelServer;
  let app: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeModelServer();
    app = await createTestApp(kind, {
      AI_PROVIDER: 'gemini',
      AI_API_KEY: 'secret-model-key',
      AI_BASE_URL: fake.geminiUrl,
    });
    user = await signUpUser(app, 'Quinn');
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const itemsOn = async (listId: string) => {
    const { list } = resultOf(await app.call('getList', { listId }, user.cookie));
    return Object.values(list.items ?? {}).flat().length;
  };

  it('stops the model call of an add the shopper abandoned, and writes nothing', async () => {
    const { id: listId } = resultOf(await app.call('createList', { name: 'Gone' }, user.cookie));
    const held = fake.hold();
    const shopper = new AbortController();
    const answer = app.request('/api/addItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: user.cookie },
      // Unknown to the built-in lexicon, so the model is asked.
      body: JSON.stringify({ data: { listId, text: 'zorbleberry jam\nquuxfruit' } }),
      signal: shopper.signal,
    });
    await held.held;
    const abandonedBefore = fake.abandoned();
    shopper.abort();
    // Our server hangs up on the model rather than wait for an answer nobody will read.
    await expect.poll(() => fake.abandoned()).toBe(abandonedBefore + 1);
    held.release();
    const response = await answer;
    expect(response.status).toBe(499);
    expect(await itemsOn(listId)).toBe(0);
  });

  it('still adds what a shopper who stays sent, with the model asked', async () => {
    const { id: listId } = resultOf(await app.call('createList', { name: 'Here' }, user.cookie));
    const calls = fake.calls.length;
    const added = await app.call('addItems', { listId, text: 'snargleberry\nmilk' }, user.cookie);
    expect(resultOf(added).added).toBe(2);
    expect(fake.calls.length).toBe(calls + 1);
    expect(await itemsOn(listId)).toBe(2);
  });
});
