import { CATEGORIES } from '@shared/categories';
import { MESSAGES } from '@shared/messages';
import { type AnswerOf, createTestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** An item typed with no quantity, as sortItems answers it. */
const plain = (name: string) => ({ name, label: name, quantity: null, note: null, checked: false });

function itemsOf(answer: AnswerOf<'sortItems'>) {
  return answer.body?.result?.items ?? {};
}

describe.each(DATABASE_KINDS)('sortItems on %s', (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const sort = async (text: string) => app.call('sortItems', { text });
  // Text the contract does not take, on purpose: unchecked.
  const sortUnchecked = async (text: unknown) => app.callUnchecked('sortItems', { text });

  it('sorts typed items into the fixed categories, keeping names as typed and trimmed', async () => {
    const answer = await sort(
      'milk\n  Apples \n\nchicken breast\r\nsourdough bread\nfrozen peas\ndish soap\nshampoo\ndog food\ndiapers\n',
    );
    expect(answer.status).toBe(200);
    const items = itemsOf(answer);
    expect(items).toEqual({
      Produce: [plain('Apples')],
      Bakery: [plain('sourdough bread')],
      'Meat & Seafood': [plain('chicken breast')],
      'Dairy & Eggs': [plain('milk')],
      'Frozen Foods': [plain('frozen peas')],
      'Household & Cleaning': [plain('dish soap')],
      'Personal Care': [plain('shampoo')],
      Pets: [plain('dog food')],
      Baby: [plain('diapers')],
    });
    // Keys come in the store's order, so a client can render them as they arrive.
    const order = Object.keys(items).map((category) =>
      CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the order typed within a category and makes the same item typed twice one row', async () => {
    const answer = await sort('bananas\napples\nBanana');
    expect(itemsOf(answer).Produce?.map((item) => item.name)).toEqual(['bananas', 'apples']);
  });

  it('takes quantities off the names, files by the name and adds up a repeated item', async () => {
    const answer = await sort('2 lbs chicken thighs\navocados x3\n2 avocados\nmilk (2)');
    expect(itemsOf(answer)).toEqual({
      Produce: [{ name: 'avocados (5)', label: 'avocados', quantity: '5', note: null, checked: false }],
      'Meat & Seafood': [
        {
          name: 'chicken thighs (2 lb)',
          label: 'chicken thighs',
          quantity: '2 lb',
          note: null,
          checked: false,
        },
      ],
      'Dairy & Eggs': [{ name: 'milk (2)', label: 'milk', quantity: '2', note: null, checked: false }],
    });
  });

  it('files unknown text under Miscellaneous rather than dropping it', async () => {
    const answer = await sort('zorblax qwimp');
    expect(itemsOf(answer)).toEqual({
      Miscellaneous: [plain('zorblax qwimp')],
    });
  });

  it.each([[''], ['   \n \t\n  ']])('answers blank text %j with the SPEC message', async (text) => {
    const answer = await sort(text);
    expect(answer.status).toBe(400);
    expect(answer.body?.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.emptySort });
  });

  it('refuses more than 500 items with a clear message', async () => {
    const answer = await sort(Array.from({ length: 501 }, (_, index) => `item ${index}`).join('\n'));
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.message).toBe(MESSAGES.tooManyItems(500));
  });

  it('accepts exactly 500 items', async () => {
    const answer = await sort(Array.from({ length: 500 }, (_, index) => `apple ${index}`).join('\n'));
    expect(answer.status).toBe(200);
  });

  it('refuses an item longer than 200 characters, naming its line', async () => {
    const answer = await sort(`milk\n\nTillamook Extra Sharp White Cheddar ${'a'.repeat(201)}`);
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.message).toBe(
      'Line 3 (“Tillamook Extra Sharp White…”) is longer than 200 characters. Shorten it or split it into two lines.',
    );
  });

  it.each([[42], [null], [['milk']], [{ text: 'milk' }]])(
    'refuses text of the wrong type (%j)',
    async (text) => {
      const answer = await sortUnchecked(text);
      expect(answer.status).toBe(400);
      expect(answer.body?.error?.message).toMatch(/text/i);
    },
  );

  it('refuses a missing data object with a clear message', async () => {
    const answer = await app.callRaw('sortItems', '{}');
    expect(answer.status).toBe(400);
    expect(answer.body?.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('writes nothing to the database for a guest sort', async () => {
    await sort('milk');
    const health = await app.request('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: kind });
  });
});
