import type { RecipeDraft } from '@shared/contract/recipes';
import type { Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, getAttributeValue, getInnerHTML, textContent } from 'domutils';
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

/**
 * The recipe a web page publishes, as a draft: schema.org Recipe from its JSON-LD (every script, `@graph`,
 * arrays, a type among several), else from its microdata. The first recipe in the page wins (a "you might
 * also like" recipe comes later). Null when the page has none with a name or an ingredient.
 */
export function readRecipePage(html: string, pageUrl?: string): RecipeDraft | null {
  const document = parseBoundedDocument(html);
  const recipe = jsonLdRecipe(document) ?? microdataRecipe(document);
  return recipe ? draftOf(recipe, pageUrl) : null;
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

/** The JSON of a script, without the comment or CDATA wrappers some pages put round it; nothing if invalid. */
function parseJson(text: string): Json | undefined {
  const bare = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(bare) as Json;
  } catch {
    return undefined;
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
      return entry;
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
