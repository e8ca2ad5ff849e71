import { DATABASE_KINDS, openTestDatabase } from '@tests/support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { type CategoryMemory, categoryMemoryRepo } from './category-memory.repo';

describe.each(DATABASE_KINDS)('category memory on %s', (kind) => {
  let database: DatabaseHandle;
  let memory: CategoryMemory;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    memory = categoryMemoryRepo(database.db);
  });
  afterAll(() => database.close());

  it('remembers a correction per user and finds it by item key', async () => {
    await memory.remember('ann', 'oat milk', 'Beverages');
    expect(await memory.find('ann', ['oat milk', 'kale'])).toEqual(new Map([['oat milk', 'Beverages']]));
    expect((await memory.find('bob', ['oat milk'])).size).toBe(0);
  });

  it('keeps the latest correction for the same item', async () => {
    await memory.remember('ann', 'tofu', 'Produce');
    await memory.remember('ann', 'tofu', 'Dairy & Eggs');
    expect((await memory.find('ann', ['tofu'])).get('tofu')).toBe('Dairy & Eggs');
  });

  it('stores SQL-looking keys as plain text', async () => {
    const key = "x'); drop table category_memory; --";
    await memory.remember('ann', key, 'Miscellaneous');
    expect((await memory.find('ann', [key, key])).get(key)).toBe('Miscellaneous');
  });

  it('answers an empty question without a query', async () => {
    expect((await memory.find('ann', [])).size).toBe(0);
  });
});
