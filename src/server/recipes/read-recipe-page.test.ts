import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RecipeDraft } from '../../shared/contract/recipes';
import { readRecipePage } from './read-recipe-page';

/** Pages written to mirror how recipe sites publish their markup, each with the draft it must give. */
const FIXTURES = new URL('../../../tests/fixtures/recipe-pages/', import.meta.url);
const cases = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as {
  file: string;
  url: string;
  kind: string;
  draft: RecipeDraft | null;
}[];

describe('readRecipePage', () => {
  it('has a page for every way recipes are published, and one without a recipe', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(cases.some((entry) => entry.draft === null)).toBe(true);
  });

  it.each(cases.map((entry) => [entry.kind, entry] as const))('%s', (_kind, entry) => {
    const html = readFileSync(new URL(entry.file, FIXTURES), 'utf8');
    expect(readRecipePage(html, entry.url)).toEqual(entry.draft);
  });
});
