import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { categoryMemoryRepo } from './category-memory.repo';
import { normalizeItemKey } from './local/categorize-locally';
import { createLocalAiService } from './local-ai-service';

describe.each(DATABASE_KINDS)('the local AI service on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers every name, index for index, from the built-in categorizer', async () => {
    const ai = createLocalAiService();
    const { categories, warning } = await ai.categorize(['milk', 'zorblax', 'dog food']);
    expect(categories).toEqual(['Dairy & Eggs', 'Miscellaneous', 'Pets']);
    expect(warning).toBeUndefined();
  });

  it("puts a user's own correction before the lexicon, for that user only", async () => {
    const memory = categoryMemoryRepo(database.db);
    await memory.remember('ann', normalizeItemKey('Oat Milk'), 'Beverages');
    const ai = createLocalAiService({ memory });
    expect((await ai.categorize(['2 cartons oat milk', 'milk'], { userId: 'ann' })).categories).toEqual([
      'Beverages',
      'Dairy & Eggs',
    ]);
    expect((await ai.categorize(['oat milk'], { userId: 'bob' })).categories).toEqual(['Dairy & Eggs']);
    expect((await ai.categorize(['oat milk'])).categories).toEqual(['Dairy & Eggs']);
  });
});
