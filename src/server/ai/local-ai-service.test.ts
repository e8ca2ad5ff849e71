import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { DATABASE_KINDS, openTestDatabase } from '@tests/support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../log';
import type { AiCaller } from './ai-service';
import { categoryMemoryRepo } from './category-memory.repo';
import { createLocalAiService } from './local-ai-service';

const caller = (userId: string | null): AiCaller => ({
  userId,
  clientAddress: '127.0.0.1',
  log: createLogger('silent'),
});

describe.each(DATABASE_KINDS)('the local AI service on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers every name, in order, with its category from the built-in categorizer', async () => {
    const ai = createLocalAiService();
    const { items, warning } = await ai.categorize(['milk', 'zorblax', 'dog food'], caller(null));
    expect(items).toEqual([
      { name: 'milk', category: 'Dairy & Eggs' },
      { name: 'zorblax', category: 'Miscellaneous' },
      { name: 'dog food', category: 'Pets' },
    ]);
    expect(warning).toBeUndefined();
  });

  it("puts a user's own correction before the lexicon, for that user only", async () => {
    const memory = categoryMemoryRepo(database.db);
    await memory.remember('ann', normalizeItemText('Oat Milk'), 'Beverages');
    const ai = createLocalAiService({ memory });
    const categories = async (names: string[], userId: string | null) =>
      (await ai.categorize(names, caller(userId))).items.map((item) => item.category);
    expect(await categories(['2 cartons oat milk', 'milk'], 'ann')).toEqual(['Beverages', 'Dairy & Eggs']);
    expect(await categories(['oat milk'], 'bob')).toEqual(['Dairy & Eggs']);
    expect(await categories(['oat milk'], null)).toEqual(['Dairy & Eggs']);
  });
});
