import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_IMPORTS_PER_MINUTE } from './recipes.procedures';

const PAGE = readFileSync(
  new URL('../../../tests/fixtures/recipe-pages/02-tasty-recipes-entities.html', import.meta.url),
  'utf8',
);

/** 50,000 <div>s nested in a page's recipe microdata, and in a page with no recipe (issue 31, 2.10). */
const DEEP = '<div>'.repeat(50_000) + '</div>'.repeat(50_000);
const DEEP_RECIPE = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Deep pie</h1><span itemprop="recipeIngredient">1 apple</span>${DEEP}</div></body></html>`;

/** A recipe site on loopback, reachable only because the test puts it on RECIPE_FETCH_ALLOW. */
function recipeSite(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/cookies') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    } else if (request.url === '/deep-recipe') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(DEEP_RECIPE);
    } else if (request.url === '/deep') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${DEEP}</body></html>`);
    } else if (request.url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><p>No recipe here.</p></body></html>');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(DATABASE_KINDS)('recipe import on %s', (kind) => {
  let app: TestApp;
  let site: Server;
  let base: string;
  let pro: TestUser;

  beforeAll(async () => {
    site = await recipeSite();
    const { port } = site.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    app = await createTestApp(kind, { RECIPE_FETCH_ALLOW: `127.0.0.1:${port}` });
    pro = await signUpUser(app, 'Paula');
    await makePro(app, pro);
  });
  afterAll(async () => {
    site.close();
    await app.close();
  });

  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = pro) =>
    app.call(name, input, who.cookie);

  it('reads a page of the allowed site into a draft, and saves nothing', async () => {
    const { draft } = resultOf(await call('importRecipeFromUrl', { url: `${base}/cookies` }));
    expect(draft).toMatchObject({ servings: 24, sourceUrl: `${base}/cookies` });
    expect(draft.name).toEqual(expect.any(String));
    expect(draft.ingredients.length).toBeGreaterThan(3);
    expect(resultOf(await call('listMeals', {})).meals).toEqual([]);
  });

  it('says why a link is refused, each in its own words', async () => {
    for (const [url, message] of [
      [`${base}/plain`, MESSAGES.recipeNotFound],
      [`${base}/to-metadata`, MESSAGES.recipeLinkPrivate],
      ['http://127.0.0.1/', MESSAGES.recipeLinkPrivate],
      ['file:///etc/passwd', MESSAGES.recipeLinkScheme],
      ['   ', MESSAGES.recipeLinkRequired],
    ] as const) {
      const answer = await call('importRecipeFromUrl', { url });
      expect([url, answer.status, answer.body?.error?.message]).toEqual([url, 400, message]);
    }
  });

  it('reads a page whose markup nests 50,000 deep, answering the recipe or that there is none, never a 500', async () => {
    const { draft } = resultOf(await call('importRecipeFromUrl', { url: `${base}/deep-recipe` }));
    expect(draft).toMatchObject({ name: 'Deep pie', ingredients: ['1 apple'] });
    const none = await call('importRecipeFromUrl', { url: `${base}/deep` });
    expect([none.status, none.body?.error?.message]).toEqual([400, MESSAGES.recipeNotFound]);
  });

  it('splits pasted text, and says so when it finds no ingredients', async () => {
    const { draft } = resultOf(
      await call('parseRecipeText', { text: 'Toast\nIngredients\n2 slices bread\nMethod\nToast the bread.' }),
    );
    expect(draft).toEqual({
      name: 'Toast',
      ingredients: ['2 slices bread'],
      instructions: '1. Toast the bread.',
    });
    const none = await call('parseRecipeText', { text: 'Remember to buy bread.' });
    expect([none.status, none.body?.error?.message]).toEqual([400, MESSAGES.recipeTextNoIngredients]);
  });

  it('counts imports per user and refuses the one over the limit with a message', async () => {
    const busy = await signUpUser(app, 'Busy');
    await makePro(app, busy);
    for (let index = 0; index < RECIPE_IMPORTS_PER_MINUTE; index += 1) {
      expect((await call('importRecipeFromUrl', { url: `${base}/cookies` }, busy)).status).toBe(200);
    }
    const over = await call('importRecipeFromUrl', { url: `${base}/cookies` }, busy);
    expect([over.status, over.body?.error?.message]).toEqual([429, MESSAGES.recipeImportsTooFast]);
    // Another user is not held back by it.
    expect((await call('importRecipeFromUrl', { url: `${base}/cookies` })).status).toBe(200);
  });
});
