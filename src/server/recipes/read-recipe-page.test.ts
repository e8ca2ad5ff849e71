import { readFileSync } from 'node:fs';
import type { RecipeDraft } from '@shared/contract/recipes';
import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page';
import { htmlLines } from './recipe-text';

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

/** `inner` wrapped in `depth` levels of `tag`. */
const nested = (tag: string, depth: number, inner: string) =>
  `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);

// A hostile page must not overflow the stack, nor cost seconds of CPU (a 500 after 2.2 s): a page is read up to
// its first element nested deeper than a browser nests (issue 31, 2.10).
describe('readRecipePage on deep markup', () => {
  const recipeScope = (inner: string) =>
    `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Deep pie</h1>` +
    `<span itemprop="recipeIngredient">1 apple</span>${inner}</div></body></html>`;

  it('reads the microdata recipe around 50,000 nested <div>s, up to where they nest too deep', () => {
    const page = recipeScope(nested('div', 50_000, '<span itemprop="recipeIngredient">2 pears</span>'));
    expect(readRecipePage(page)).toMatchObject({ name: 'Deep pie', ingredients: ['1 apple'] });
  });

  it('reads a microdata recipe with 20,000 scopes nested in each other', () => {
    const scopes = '<div itemprop="hasPart" itemscope itemtype="https://schema.org/HowToSection">'.repeat(
      20_000,
    );
    const page = recipeScope(`${scopes}${'</div>'.repeat(20_000)}`);
    expect(readRecipePage(page)).toMatchObject({ name: 'Deep pie', ingredients: ['1 apple'] });
  });

  it('answers no recipe for a page that is only 50,000 nested <div>s', () => {
    expect(readRecipePage(`<html><body>${nested('div', 50_000, 'pie')}</body></html>`)).toBeNull();
  });

  it('reads JSON-LD whose instructions nest 100,000 sections, and whose texts nest 20,000 tags', () => {
    const sections = `${'{"@type":"HowToSection","name":"Part","itemListElement":'.repeat(100_000)}"Bake."${'}'.repeat(100_000)}`;
    const name = JSON.stringify(`Deep pie${nested('b', 20_000, '!')}`);
    const ingredients = `[${'['.repeat(50_000)}"1 apple"${']'.repeat(50_000)},"2 pears"]`;
    const recipe = `{"@context":"https://schema.org","@type":"Recipe","name":${name},"recipeIngredient":${ingredients},"recipeInstructions":${sections}}`;
    const graph = `{"@graph":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const page = `<html><head><script type="application/ld+json">${graph}</script><script type="application/ld+json">${recipe}</script></head></html>`;
    expect(readRecipePage(page)).toMatchObject({ name: 'Deep pie', ingredients: ['2 pears'] });
  });
});

describe('htmlLines on deep markup', () => {
  it('reads the text before 20,000 nested <b>s, and <p>s that close each other however many', () => {
    expect(htmlLines(`Mix well.${nested('b', 20_000, ' Serve.')}`)).toEqual(['Mix well.']);
    expect(htmlLines(`${nested('p', 20_000, 'Mix.')}<p>Bake.</p>`)).toEqual(['Mix.', 'Bake.']);
  });

  it('reads markup encoded twice and nested deep', () => {
    const encoded = `<p>Stir.</p>${nested('b', 20_000, 'x')}`.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(htmlLines(encoded)).toEqual(['Stir.']);
  });
});
