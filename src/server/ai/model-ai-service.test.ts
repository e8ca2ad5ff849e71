import type { InputOf, OutputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import {
  type FakeModelMode,
  type FakeModelServer,
  itemsInPrompt,
  startFakeModelServer,
} from '@tests/support/fake-model-server';
import { appClient, createTestApp, resultOf, TEST_ORIGIN, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser } from '@tests/support/test-users';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type Provider = 'gemini' | 'openai';
type SortResult = OutputOf<'sortItems'>;

const PROVIDERS: Provider[] = ['gemini', 'openai'];
const COMBINATIONS = DATABASE_KINDS.flatMap((kind) => PROVIDERS.map((provider) => [kind, provider] as const));

/** Item names by category, in the order the answer lists them. */
function flatten(result: SortResult): [string, string][] {
  return Object.entries(result.items).flatMap(([category, items]) =>
    items.map((item): [string, string] => [item.name, category]),
  );
}

/** The SPEC text and callable status each failure of the model must produce. */
function expectedFailure(mode: FakeModelMode, provider: Provider): { status: number; message: string } {
  switch (mode) {
    case '500':
      return { status: 503, message: 'API request failed with status 500.' };
    case '429':
      return { status: 429, message: 'API request failed with status 429.' };
    case 'blocked':
      return {
        status: 400,
        message: `Request blocked: ${provider === 'gemini' ? 'SAFETY' : 'content filter'}`,
      };
    case 'slow':
      return { status: 504, message: MESSAGES.aiTimeout(1) };
    default:
      return { status: 503, message: 'Could not get a valid response from the AI.' };
  }
}

const FAILURES: FakeModelMode[] = ['500', '429', 'blocked', 'empty', 'malformed', 'slow'];

describe.each(COMBINATIONS)('the AI layer on %s with a fake %s model', (kind, provider) => {
  let fake: FakeModelServer;
  let app: TestApp;
  let address = 0;
  /** Each test calls from its own address, so the per-address limit of one test never reaches another. */
  let from: Record<string, string>;
  const call = <N extends ProcedureName>(name: N, input: InputOf<N>) =>
    appClient(app.request, TEST_ORIGIN, from).call(name, input);

  beforeAll(async () => {
    fake = await startFakeModelServer({ slowMs: 3_000 });
    app = await createTestApp(kind, {
      AI_PROVIDER: provider,
      AI_API_KEY: 'secret-model-key',
      AI_BASE_URL: provider === 'gemini' ? fake.geminiUrl : fake.openaiUrl,
      AI_TIMEOUT_MS: '1000',
      AI_GUEST_LIMIT: '12',
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    address += 1;
    from = { 'x-forwarded-for': `198.51.100.${address}` };
    fake.setMode('ok');
    fake.setReply('{}');
  });
  afterEach(() => {
    fake.calls.length = 0;
  });

  it('asks nothing for well-known items, once for an unknown one, and never again for it', async () => {
    const known = resultOf(await call('sortItems', { text: 'milk\napples\nbread\ndog food' }));
    expect(fake.calls).toHaveLength(0);
    expect(known.warning).toBeUndefined();

    const unknown = 'zorblax qwimp';
    fake.setReply((prompt) => JSON.stringify({ Pantry: itemsInPrompt(prompt) }));
    const first = resultOf(await call('sortItems', { text: `${unknown}\nmilk` }));
    expect(fake.calls).toHaveLength(1);
    expect(itemsInPrompt(fake.calls[0]?.prompt ?? '')).toEqual([unknown]);
    expect(Object.fromEntries(flatten(first))).toEqual({ [unknown]: 'Pantry', milk: 'Dairy & Eggs' });

    const again = resultOf(await call('sortItems', { text: `2 ${unknown.toUpperCase()}S` }));
    expect(fake.calls).toHaveLength(1);
    // The quantity comes off the name; the rest is the same item, from the cache.
    expect(flatten(again)).toEqual([[`${unknown.toUpperCase()}S (2)`, 'Pantry']]);
  });

  it('sends every uncertain item in one call and keeps names and order as typed', async () => {
    const odd = ['Glimmerfruit', 'snorkwheat', 'Vexbrine'];
    fake.setReply((prompt) => {
      const [fruit, loaf] = itemsInPrompt(prompt);
      return `\`\`\`json\n${JSON.stringify({ Produce: [fruit], bakery: [loaf] })}\n\`\`\``;
    });
    const text = ['eggs', odd[0], 'bananas', odd[1], odd[2], odd[0]].join('\n');
    const result = resultOf(await call('sortItems', { text }));
    expect(fake.calls).toHaveLength(1);
    expect(itemsInPrompt(fake.calls[0]?.prompt ?? '')).toEqual(odd);
    const names = flatten(result).map(([name]) => name);
    // The same item typed twice is one row.
    expect(names.sort()).toEqual([...new Set(text.split('\n'))].sort());
    const categoryOf = new Map(flatten(result));
    expect(categoryOf.get(odd[0] ?? '')).toBe('Produce');
    expect(categoryOf.get(odd[1] ?? '')).toBe('Bakery');
    // Left out by the model: the built-in answer stands, and is kept so the model is not asked again.
    expect(categoryOf.get(odd[2] ?? '')).toBe('Miscellaneous');
    await call('sortItems', { text: odd[2] ?? '' });
    expect(fake.calls).toHaveLength(1);
  });

  it('ignores categories that do not exist and names that were not asked', async () => {
    const unknown = `quibbleroot`;
    fake.setReply(JSON.stringify({ Spaceships: [unknown], Produce: ['something else'] }));
    const result = resultOf(await call('sortItems', { text: unknown }));
    expect(flatten(result)).toEqual([[unknown, 'Miscellaneous']]);
  });

  it('sends the key in a header, with temperature 0.3 and at most 2048 output tokens', async () => {
    fake.setReply('{}');
    await call('sortItems', { text: `plonkberry` });
    const sent = fake.calls[0];
    expect(sent?.apiKey).toBe('secret-model-key');
    if (provider === 'gemini') {
      expect(sent?.path).toMatch(/\/models\/gemini-[^/]*:generateContent$/);
      expect(sent?.body.generationConfig).toMatchObject({ temperature: 0.3, maxOutputTokens: 2048 });
    } else {
      expect(sent?.body).toMatchObject({ temperature: 0.3, max_tokens: 2048 });
    }
    const logged = app.logLines.filter((line) => line.includes('"msg":"ai call"'));
    expect(logged.at(-1)).toMatch(/"inputTokens":40,"outputTokens":12/);
    expect(app.logLines.join('\n')).not.toContain('secret-model-key');
  });

  it.each(FAILURES)(
    'on a model that answers %s, sorts with the built-in categorizer and says why',
    async (mode) => {
      fake.setMode(mode);
      // Digits would be read as a quantity, so each mode gets its own word.
      const unknown = `frumplesnatch ${mode.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
      const answer = await call('sortItems', { text: `${unknown}\neggs\nspaghetti` });
      const result = resultOf(answer);
      expect(fake.calls).toHaveLength(1);
      expect(Object.fromEntries(flatten(result))).toEqual({
        [unknown]: 'Miscellaneous',
        eggs: 'Dairy & Eggs',
        spaghetti: 'Pantry',
      });
      expect(result.warning).toBe(expectedFailure(mode, provider).message);
      // A failure is not cached: once the model is back, the item is asked for.
      fake.setMode('ok');
      fake.setReply(JSON.stringify({ Pantry: [unknown] }));
      expect(flatten(resultOf(await call('sortItems', { text: unknown })))).toEqual([[unknown, 'Pantry']]);
    },
  );

  it.each(FAILURES)(
    'on a model that answers %s, meal ideas and suggestions fail with the SPEC text',
    async (mode) => {
      fake.setMode(mode);
      const { status, message } = expectedFailure(mode, provider);
      const idea = await call('getMealIdea', { items: ['chicken', 'rice'] });
      expect([idea.status, idea.body?.error?.message]).toEqual([status, message]);
      const suggestions = await call('suggestItems', { items: ['spaghetti'], exclude: [] });
      expect([suggestions.status, suggestions.body?.error?.message]).toEqual([status, message]);
    },
  );

  it('keeps items added to a saved list when the model fails, with the warning', async () => {
    const user = await signUpUser(app);
    const { id } = resultOf(await app.call('createList', { name: 'Week' }, user.cookie));
    fake.setMode('500');
    const added = await app.call('addItems', { listId: id, text: 'wibblewort\nmilk' }, user.cookie);
    expect(resultOf(added)).toEqual({
      added: 2,
      merged: 0,
      version: 1,
      warning: 'API request failed with status 500.',
    });
    const resorted = await app.call('resortList', { listId: id }, user.cookie);
    expect(resultOf(resorted)).toEqual({ version: 2, warning: 'API request failed with status 500.' });
    const { list } = resultOf(await app.call('getList', { listId: id }, user.cookie));
    expect(
      Object.values(list.items ?? {})
        .flat()
        .map((item) => item.name)
        .sort(),
    ).toEqual(['milk', 'wibblewort']);
  });

  it('answers a meal idea with 1–3 needs that are not on the list', async () => {
    fake.setReply(
      JSON.stringify({
        title: 'Chicken fried rice',
        has: ['chicken', 'rice'],
        needs: ['Rice', 'soy sauce', 'scallions', 'eggs', 'ginger'],
        instructions: ['Fry the rice.', 'Add the rest.'],
      }),
    );
    const idea = resultOf(await call('getMealIdea', { items: ['chicken', 'rice', ' '] }));
    expect(idea).toEqual({
      title: 'Chicken fried rice',
      has: ['chicken', 'rice'],
      needs: ['soy sauce', 'scallions', 'eggs'],
      instructions: 'Fry the rice.\nAdd the rest.',
    });
    expect(fake.calls[0]?.prompt).toContain('["chicken","rice"]');
  });

  it.each([
    ['no needs', { title: 'Rice', has: ['rice'], needs: [], instructions: 'Cook.' }],
    ['no title', { has: ['rice'], needs: ['salt'], instructions: 'Cook.' }],
    ['has is not a list', { title: 'Rice', has: 'rice', needs: ['salt'], instructions: 'Cook.' }],
    ['no instructions', { title: 'Rice', has: ['rice'], needs: ['salt'] }],
    ['not JSON', 'Rice with salt, cooked.'],
  ])('refuses a meal idea with %s', async (_, reply) => {
    fake.setReply(typeof reply === 'string' ? reply : JSON.stringify(reply));
    const idea = await call('getMealIdea', { items: ['rice'] });
    expect([idea.status, idea.body?.error?.message]).toEqual([
      503,
      'AI returned an invalid meal idea format.',
    ]);
  });

  it('refuses to ask without items, before any model call', async () => {
    const idea = await call('getMealIdea', { items: ['', '  '] });
    expect([idea.status, idea.body?.error?.message]).toEqual([400, MESSAGES.mealIdeaNeedsItems]);
    const suggestions = await call('suggestItems', { items: [], exclude: [] });
    expect([suggestions.status, suggestions.body?.error?.message]).toEqual([
      400,
      MESSAGES.suggestionsNeedItems,
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it('suggests five items, never one on the list or offered before', async () => {
    fake.setReply('1. Parmesan, "basil", Spaghetti, garlic bread, olive oil., pine nuts');
    const { suggestions } = resultOf(
      await call('suggestItems', { items: ['spaghetti', 'tomatoes'], exclude: ['garlic bread'] }),
    );
    expect(suggestions.slice(0, 4)).toEqual(['Parmesan', 'basil', 'olive oil', 'pine nuts']);
    expect(suggestions).toHaveLength(5);
    expect(suggestions.map((name) => name.toLowerCase())).not.toContain('garlic bread');
    expect(fake.calls[0]?.prompt).toContain('["garlic bread"]');
  });

  it('limits guest model calls per address and answers 429 with a plain message', async () => {
    fake.setReply('apples, pears, plums, figs, dates');
    const answers: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      answers.push((await call('suggestItems', { items: ['bread'], exclude: [] })).status);
    }
    expect(answers.slice(0, 12).every((status) => status === 200)).toBe(true);
    const limited = await call('suggestItems', { items: ['bread'], exclude: [] });
    expect(limited.status).toBe(429);
    expect(limited.body?.error?.message).toMatch(/^You have asked the AI many times/);
    expect(fake.calls).toHaveLength(12);
    // The limit is per address, and built-in answers cost nothing so they are never limited.
    expect(resultOf(await call('sortItems', { text: 'milk' })).warning).toBeUndefined();
    from = { 'x-forwarded-for': '192.0.2.200' };
    expect((await call('suggestItems', { items: ['bread'], exclude: [] })).status).toBe(200);
  });
});
