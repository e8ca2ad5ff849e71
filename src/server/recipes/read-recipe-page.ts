import type { RecipeDraft } from '@shared/contract/recipes';
import type { Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, getAttributeValue, getInnerHTML, textContent } from 'domutils';
import { jsonrepair } from 'jsonrepair';
import { parseBoundedDocument } from './bounded-document';
import {
  absoluteUrl,
  imageOf,
  ingredientsOf,
  instructionsOf,
  isObject,
  type Json,
  type JsonObject,
  listOf,
  servingsOf,
  textOf,
  totalTimeOf,
  typeNames,
} from './recipe-fields';
import { collapse, decoded } from './recipe-text';
import { visibleRecipe } from './visible-recipe';

/**
 * The recipe a web page publishes, as a draft. Two readings of the page: its schema.org Recipe (JSON-LD in every
 * script, `@graph`, arrays, a type among several; else microdata; the first recipe in the page wins, as a "you
 * might also like" recipe comes later), and what it shows a reader (visible-recipe.ts). Each field is taken from
 * the reading that has it right, and the draft says which (`sources`). Null when neither gives a name with
 * ingredients or steps.
 */
export function readRecipePage(html: string, pageUrl?: string): RecipeDraft | null {
  const document = parseBoundedDocument(html);
  const recipe = jsonLdRecipe(document) ?? microdataRecipe(document);
  const marked = recipe ? draftOf(recipe, pageUrl) : null;
  const shown = visibleRecipe(document);
  if (!shown) {
    return marked
      ? { ...marked, sources: { name: 'schema.org', ingredients: 'schema.org', instructions: 'schema.org' } }
      : null;
  }
  const base = marked ?? { name: '', ingredients: [], instructions: '', ...pageLinks(pageUrl) };
  const ingredientsFromPage =
    base.ingredients.length === 0 || markupIncomplete(base.ingredients, shown.ingredients);
  const stepsFromPage = base.instructions.trim() === '' && shown.steps.length > 0;
  const name = base.name || shown.name || pageTitle(document);
  const ingredients = ingredientsFromPage ? shown.ingredients : base.ingredients;
  const instructions = stepsFromPage ? numbered(shown.steps) : base.instructions;
  // Each field's source, for the fields the draft has.
  const sources = {
    ...(name !== '' ? { name: base.name ? ('schema.org' as const) : ('page' as const) } : {}),
    ...(ingredients.length > 0
      ? { ingredients: ingredientsFromPage ? ('page' as const) : ('schema.org' as const) }
      : {}),
    ...(instructions !== ''
      ? { instructions: stepsFromPage ? ('page' as const) : ('schema.org' as const) }
      : {}),
  };
  const draft: RecipeDraft = { ...base, name, ingredients, instructions, sources };
  return draft.name !== '' && (draft.ingredients.length > 0 || draft.instructions !== '') ? draft : null;
}

/**
 * True when the markup's ingredient lines are not the recipe the page shows: they have lost the amounts the page
 * shows ('gin' where the page says '16 cl gin': most visible lines carry a number, few of the markup's do, and
 * the page shows about as many), or the markup holds a fraction of the page's lines (one 'chicken' where the
 * page lists ten).
 */
function markupIncomplete(marked: readonly string[], shown: readonly string[]): boolean {
  const withNumber = (lines: readonly string[]) =>
    lines.filter((line) => /[\d½¼¾⅓⅔⅛]/.test(line)).length / Math.max(1, lines.length);
  const amountsLost =
    shown.length >= marked.length * 0.8 &&
    shown.length <= marked.length * 1.5 + 1 &&
    withNumber(shown) >= 0.5 &&
    withNumber(marked) <= 0.2;
  const linesLost = shown.length >= 4 && shown.length >= marked.length * 3 && withNumber(shown) >= 0.5;
  return amountsLost || linesLost;
}

/** Steps as the draft writes them: one a line, numbered. */
function numbered(steps: readonly string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

/** The page's own title: og:title, else <title>, as a last resort for the name. */
function pageTitle(document: Document): string {
  const [og] = findAll(
    (element) => element.name === 'meta' && getAttributeValue(element, 'property') === 'og:title',
    document.children,
  );
  const fromOg = og ? collapse(getAttributeValue(og, 'content') ?? '') : '';
  if (fromOg !== '') {
    return fromOg;
  }
  const [title] = findAll((element) => element.name === 'title', document.children);
  return title ? collapse(textContent(title)) : '';
}

function pageLinks(pageUrl: string | undefined): { sourceUrl?: string } {
  const sourceUrl = pageUrl ? absoluteUrl(pageUrl, undefined) : undefined;
  return sourceUrl !== undefined ? { sourceUrl } : {};
}

/** A Recipe object's fields in the draft's shape; null when it names no dish and no ingredient. */
export function draftOf(recipe: JsonObject, pageUrl?: string): RecipeDraft | null {
  const name = textOf(recipe.name) || textOf(recipe.headline);
  const ingredients = ingredientsOf(recipe.recipeIngredient ?? recipe.ingredients);
  if (name === '' && ingredients.length === 0) {
    return null;
  }
  const servings = servingsOf(recipe.recipeYield ?? recipe.yield);
  const totalTime = totalTimeOf(recipe);
  const imageUrl = imageOf(recipe.image, pageUrl);
  const sourceUrl = pageUrl ? absoluteUrl(pageUrl, undefined) : undefined;
  return {
    name,
    ingredients,
    instructions: instructionsOf(recipe.recipeInstructions),
    ...(servings !== undefined ? { servings } : {}),
    ...(totalTime !== undefined ? { totalTime } : {}),
    ...(sourceUrl !== undefined ? { sourceUrl } : {}),
    ...(imageUrl !== undefined ? { imageUrl } : {}),
  };
}

/** The first Recipe in the page's JSON-LD scripts, in document order; a script that is not JSON is skipped. */
function jsonLdRecipe(document: Document): JsonObject | null {
  const scripts = findAll(
    (element) =>
      element.name === 'script' &&
      (getAttributeValue(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json',
    document.children,
  );
  for (const script of scripts) {
    const parsed = parseJson(textContent(script));
    const recipe = parsed === undefined ? null : findRecipe(parsed, 0);
    if (recipe) {
      return recipe;
    }
  }
  return null;
}

/**
 * The JSON of a script, without the comment or CDATA wrappers some pages put round it. JSON that strict
 * parsing refuses but browsers' and search engines' readers take (a raw line break inside a string, `\'`, a
 * trailing comma, two objects one after the other) is repaired first; nothing when even that fails.
 */
function parseJson(text: string): Json | undefined {
  const bare = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(bare) as Json;
  } catch {
    try {
      return JSON.parse(jsonrepair(bare)) as Json;
    } catch {
      return undefined;
    }
  }
}

/** Depth-first through arrays, `@graph` and the objects a node holds (a WebPage's mainEntity, say). */
function findRecipe(node: Json, depth: number): JsonObject | null {
  if (depth > 8) {
    return null;
  }
  for (const entry of listOf(node)) {
    if (!isObject(entry)) {
      continue;
    }
    if (typeNames(entry).includes('Recipe')) {
      return withSchemaKeys(entry);
    }
    // An `@graph` written as an object of numbered entries ({"0": …, "1": …}) is read as the list it means.
    const numbered = Object.keys(entry).length > 0 && Object.keys(entry).every((key) => /^\d+$/.test(key));
    if (numbered) {
      const found = findRecipe(Object.values(entry), depth + 1);
      if (found) {
        return found;
      }
    }
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'hasPart', 'itemListElement', 'item']) {
      const inside = entry[key];
      const found = inside === undefined ? null : findRecipe(inside, depth + 1);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/** The Recipe properties the draft reads, in schema.org's spelling. */
const RECIPE_KEYS = [
  'name',
  'headline',
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeYield',
  'yield',
  'totalTime',
  'prepTime',
  'cookTime',
  'image',
];

/** The recipe with its properties under schema.org's spelling when the page wrote another case ('RecipeInstructions'). */
function withSchemaKeys(recipe: JsonObject): JsonObject {
  const fixed: JsonObject = { ...recipe };
  for (const [key, value] of Object.entries(recipe)) {
    const schemaKey = RECIPE_KEYS.find((known) => known.toLowerCase() === key.toLowerCase());
    if (schemaKey !== undefined && fixed[schemaKey] === undefined) {
      fixed[schemaKey] = value;
    }
  }
  return fixed;
}

const isRecipeScope = (element: Element) =>
  getAttributeValue(element, 'itemscope') !== undefined &&
  /schema\.org\/Recipe\b/i.test(getAttributeValue(element, 'itemtype') ?? '');

/** The page's first microdata Recipe, read into the same shape as JSON-LD's. */
function microdataRecipe(document: Document): JsonObject | null {
  const [scope] = findAll(isRecipeScope, document.children);
  return scope ? microdataObject(scope) : null;
}

/**
 * An itemscope's properties: each `itemprop` inside it (not inside a nested scope), a nested scope read as an
 * object of its own. A property given several times is a list.
 */
function microdataObject(scope: Element): JsonObject {
  const object: JsonObject = { '@type': getAttributeValue(scope, 'itemtype') ?? '' };
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (!isTag(child)) {
        continue;
      }
      const names = (getAttributeValue(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      const nested = getAttributeValue(child, 'itemscope') !== undefined;
      for (const name of names) {
        const value = nested ? microdataObject(child) : microdataValue(child, name);
        const before = object[name];
        object[name] = before === undefined ? value : [...listOf(before), value];
      }
      if (!nested) {
        visit(child);
      }
    }
  };
  visit(scope);
  return object;
}

/** A property's value as microdata defines it: an attribute for some elements, else the element's text. */
function microdataValue(element: Element, name: string): Json {
  const attribute = (attr: string) => getAttributeValue(element, attr);
  const content = attribute('content');
  if (content !== undefined) {
    return decoded(content);
  }
  switch (element.name) {
    case 'img':
    case 'source':
      return decoded(attribute('src') ?? '');
    case 'a':
    case 'link':
      return decoded(attribute('href') ?? '');
    case 'time':
      return decoded(attribute('datetime') ?? textContent(element));
    case 'meta':
      return '';
  }
  // Instructions keep their lines (list items, paragraphs): they are read as HTML, into steps.
  return name === 'recipeInstructions' ? getInnerHTML(element) : collapse(textContent(element));
}
