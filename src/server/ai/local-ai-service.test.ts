import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../log';
import type { AiCaller } from './ai-service';
import { categoryMemoryRepo } from './category-memory.repo';
import { normalizeItemKey } from './local/categorize-locally';
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

  it('answers every name, index for index, from the built-in categorizer', async () => {
    const ai = createLocalAiService();
    const { categories, warning } = await ai.categorize(['milk', 'zorblax', 'dog food'], caller(null));
    expect(categories).toEqual(['Dairy & Eggs', 'Miscellaneous', 'Pets']);
    expect(warning).toBeUndefined();
  });

  it("puts a user's own correction before the lexicon, for that user only", async () => {
    const memory = categoryMemoryRepo(database.db);
    await memory.remember('ann', normalizeItemKey('Oat Milk'), 'Beverages');
    const ai = createLocalAiService({ memory });
    expect((await ai.categorize(['2 cartons oat milk', 'milk'], caller('ann'))).categories).toEqual([
      'Beverages',
      'Dairy & Eggs',
    ]);
    expect((await ai.categorize(['oat milk'], caller('bob'))).categories).toEqual(['Dairy & Eggs']);
    expect((await ai.categorize(['oat milk'], caller(null))).categories).toEqual(['Dairy & Eggs']);
  });
});
