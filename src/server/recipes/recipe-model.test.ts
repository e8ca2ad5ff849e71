import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@shared/messages';
import { type FakeModelServer, startFakeModelServer } from '@tests/support/fake-model-server';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** A family recipe told in prose: no markup, no recipe card, no "Ingredients" heading to read it by. */
const STORY = `<html><head><title>Sunday notes</title><script>var tracking = "SECRET-TRACKER";</script></head>
<body><nav><ul><li>Home</li><li>About</li></ul></nav><article><h1>Nonna's bean soup</h1>
<p>Every Sunday Nonna soaked 300 g of borlotti beans, then simmered them with 1 onion, 2 carrots and a sprig of
rosemary. She finished it with 2 tablespoons of olive oil and served it with bread.</p></article>
<footer>© Sunday notes</footer></body></html>`;
const FULL = readFileSync(
  new URL('../../../tests/fixtures/recipe-pages/02-tasty-recipes-entities.html', import.meta.url),
  'utf8',
);

const MODEL_REPLY = JSON.stringify({
  name: "Nonna's bean soup",
  ingredients: ['300 g borlotti beans', '1 onion', '2 carrots', '1 sprig rosemary', '2 tbsp olive oil'],
  steps: [
    'Soak the beans overnight.',
    'Simmer with the onion, carrots and rosemary.',
    'Finish with the oil.',
  ],
  servings: 4,
});

function site(): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(request.url === '/full' ? FULL : STORY);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a recipe page the built-in readers cannot read whole', () => {
  let pages: Server;
  let base: string;
  let fake: FakeModelServer;
  let withModel: TestApp;
  let without: TestApp;
  let cook: TestUser;
  let plainCook: TestUser;

  beforeAll(async () => {
    pages = await site();
    const { port } = pages.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    fake = await startFakeModelServer();
    withModel = await createTestApp('pglite', {
      RECIPE_FETCH_ALLOW: `127.0.0.1:${port}`,
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'test-key',
      AI_BASE_URL: fake.openaiUrl,
    });
    without = await createTestApp('pglite', { RECIPE_FETCH_ALLOW: `127.0.0.1:${port}` });
    cook = await signUpUser(withModel, 'Cook');
    await makePro(withModel, cook);
    plainCook = await signUpUser(without, 'Plain');
    await makePro(without, plainCook);
  });
  afterAll(async () => {
    pages.close();
    await withModel.close();
    await without.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.setMode('ok');
    fake.setReply(MODEL_REPLY);
  });

  it('costs exactly one model call, given the page’s visible text only, and gives a draft said to be the model’s', async () => {
    const answer = await withModel.call('importRecipeFromUrl', { url: `${base}/story` }, cook.cookie);
    const { draft } = resultOf(answer);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.prompt).toContain('Nonna soaked 300 g of borlotti beans');
    expect(fake.calls[0]?.prompt).not.toContain('SECRET-TRACKER');
    expect(fake.calls[0]?.prompt).not.toContain('About');
    expect(draft).toMatchObject({
      name: "Nonna's bean soup",
      ingredients: ['300 g borlotti beans', '1 onion', '2 carrots', '1 sprig rosemary', '2 tbsp olive oil'],
      instructions:
        '1. Soak the beans overnight.\n2. Simmer with the onion, carrots and rosemary.\n3. Finish with the oil.',
      servings: 4,
      sourceUrl: `${base}/story`,
      sources: { name: 'model', ingredients: 'model', instructions: 'model' },
    });
  });

  it('asks the model nothing when the page’s markup gives the recipe whole', async () => {
    const { draft } = resultOf(
      await withModel.call('importRecipeFromUrl', { url: `${base}/full` }, cook.cookie),
    );
    expect(fake.calls).toHaveLength(0);
    expect(draft.sources?.ingredients).toBe('schema.org');
  });

  it('says there is no recipe, not an error, when the model fails or there is no model', async () => {
    fake.setMode('500');
    const failed = await withModel.call('importRecipeFromUrl', { url: `${base}/story` }, cook.cookie);
    expect(failed.status).toBe(400);
    expect(failed.body?.error?.message).toBe(MESSAGES.recipeNotFound);
    expect(fake.calls).toHaveLength(1);

    const noModel = await without.call('importRecipeFromUrl', { url: `${base}/story` }, plainCook.cookie);
    expect(noModel.status).toBe(400);
    expect(noModel.body?.error?.message).toBe(MESSAGES.recipeNotFound);
  });

  it('reads pasted text with no sections through the model in one call', async () => {
    const text = 'Nonna soaked 300 g of borlotti beans and simmered them with an onion and 2 carrots.';
    const { draft } = resultOf(await withModel.call('parseRecipeText', { text }, cook.cookie));
    expect(fake.calls).toHaveLength(1);
    expect(draft.sources?.ingredients).toBe('model');
    expect(draft.ingredients).toContain('300 g borlotti beans');
  });

  it('keeps the page’s own reading when the model says there is no recipe', async () => {
    fake.setReply('{"name": null}');
    const answer = await withModel.call('importRecipeFromUrl', { url: `${base}/story` }, cook.cookie);
    expect(fake.calls).toHaveLength(1);
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.message).toBe(MESSAGES.recipeNotFound);
  });
});
