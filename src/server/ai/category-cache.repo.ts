import { type Category, isCategory } from '@shared/categories';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiCategoryCache } from '../db/schema';

/** One answer to keep: the model's category, or the built-in one for an item the model left out. */
export interface CachedCategory {
  itemKey: string;
  category: Category;
  source: 'model' | 'fallback';
}

/** Categories the model gave before, shared by every user and server instance. */
export interface CategoryCache {
  /** The cached category of each of these normalized item keys that has one. */
  find(itemKeys: readonly string[]): Promise<Map<string, Category>>;
  /** Keeps these answers; a key answered twice (two instances at once) keeps the first. */
  store(entries: readonly CachedCategory[], model: string): Promise<void>;
}

/** The cache in the `ai_category_cache` table. */
export function categoryCacheRepo(db: Database): CategoryCache {
  return {
    async find(itemKeys) {
      const found = new Map<string, Category>();
      if (itemKeys.length === 0) {
        return found;
      }
      const rows = await db
        .select({ itemKey: aiCategoryCache.itemKey, category: aiCategoryCache.category })
        .from(aiCategoryCache)
        .where(inArray(aiCategoryCache.itemKey, [...new Set(itemKeys)]));
      for (const row of rows) {
        if (isCategory(row.category)) {
          found.set(row.itemKey, row.category);
        }
      }
      return found;
    },
    async store(entries, model) {
      if (entries.length === 0) {
        return;
      }
      await db
        .insert(aiCategoryCache)
        .values(entries.map((entry) => ({ ...entry, model })))
        .onConflictDoNothing({ target: aiCategoryCache.itemKey });
    },
  };
}
