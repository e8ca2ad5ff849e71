import type { AnyNode, Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { isGroupHeading, singleBrackets } from './recipe-fields';
import { collapse } from './recipe-text';
import type { VisibleRecipe } from './visible-recipe';
import { INLINE, onlyInline, visibleText } from './visible-text';

/**
 * The recipe cards the common recipe plugins and page builders write, by the class names (or ids) of their
 * parts. Their visible markup is regular whatever the site's theme: a list of ingredient lines, a list of
 * steps, a title. Each entry names a part by a class token the element carries.
 */
const CARDS: readonly { name: string[]; ingredients: string[]; steps: string[] }[] = [
  // WP Recipe Maker
  {
    name: ['wprm-recipe-name'],
    ingredients: ['wprm-recipe-ingredient'],
    steps: ['wprm-recipe-instruction-text'],
  },
  // Tasty Recipes
  {
    name: ['tasty-recipes-title'],
    ingredients: ['tasty-recipes-ingredients', 'tasty-recipe-ingredients'],
    steps: ['tasty-recipes-instructions', 'tasty-recipe-instructions'],
  },
  // Mediavine Create
  { name: ['mv-create-title'], ingredients: ['mv-create-ingredients'], steps: ['mv-create-instructions'] },
  // Zip Recipes
  {
    name: ['zlrecipe-title', 'recipe-title'],
    ingredients: ['zlrecipe-ingredients-list', 'zlrecipe-ingredient'],
    steps: ['zlrecipe-instructions-list', 'zlrecipe-instruction'],
  },
  // WP Ultimate Recipe, EasyRecipe, Cooked, Yummly-style cards
  {
    name: ['wpurp-recipe-title', 'ERSName', 'cooked-recipe-name'],
    ingredients: [
      'wpurp-recipe-ingredient',
      'ERSIngredients',
      'cooked-single-ingredient',
      'yummly-ingredients',
    ],
    steps: [
      'wpurp-recipe-instruction-text',
      'ERSInstructions',
      'cooked-single-direction',
      'yummly-directions',
    ],
  },
  // Drupal and Joomla recipe modules, and themes that name their blocks plainly
  {
    name: ['recipe-name', 'recipe__title', 'recipe-header__title'],
    ingredients: [
      'field--name-field-ingredients',
      'field-name-field-ingredients',
      'recipe-ingredients',
      'recipe__ingredients',
      'ingredients-list',
      'ingredient-list',
      'jrecipe-ingredients',
    ],
    steps: [
      'field--name-field-instructions',
      'field-name-field-preparation',
      'recipe-instructions',
      'recipe__instructions',
      'recipe-directions',
      'recipe-method',
      'jrecipe-directions',
    ],
  },
];

const classTokens = (element: Element) =>
  [
    ...(getAttributeValue(element, 'class') ?? '').split(/\s+/),
    getAttributeValue(element, 'id') ?? '',
  ].filter(Boolean);

/** Elements carrying one of the class tokens (or ids), outermost only: one walk, not descending into a match. */
function marked(root: Document | Element, tokens: readonly string[]): Element[] {
  const wanted = new Set(tokens);
  const found: Element[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) {
        continue;
      }
      if (classTokens(node).some((token) => wanted.has(token))) {
        found.push(node);
      } else {
        walk(node.children);
      }
    }
  };
  walk(root.children);
  return found;
}

export function cardRecipe(content: Document | Element): VisibleRecipe | null {
  for (const card of CARDS) {
    const ingredients = marked(content, card.ingredients)
      .filter((element) => !isLabel(element))
      .flatMap(linesOfPart);
    const steps = marked(content, card.steps).flatMap(linesOfPart);
    if (ingredients.length > 0 || steps.length > 0) {
      const [title] = marked(content, card.name);
      return {
        name: title ? collapse(textContent(title)) : '',
        ingredients: ingredients.map(singleBrackets).filter((line) => !isGroupHeading(line)),
        steps,
      };
    }
  }
  return null;
}

/** A part of a card that names a group or labels the list ('For the pastry', 'Ingredients'): no line of it. */
const LABEL_CLASS = /(?:^|[-_])(?:heading|group-name|group-title|label|title)$/i;

const isLabel = (element: Element) => classTokens(element).some((token) => LABEL_CLASS.test(token));

/**
 * A card's part as lines: its list items when it holds a list, else its paragraphs, else the blocks that hold
 * only text (a field's items, one <div> each), else its own text. Group headings and labels are left out.
 */
function linesOfPart(part: Element): string[] {
  const keep = (elements: Element[]) =>
    elements
      .filter((element) => !isLabel(element) && !findAll(isLabel, [element]).length)
      .map(visibleText)
      .filter((line) => line !== '');
  const items = findAll((element) => element.name === 'li', [part]).filter(
    (item) => !findAll((element) => element.name === 'li', item.children).length,
  );
  if (items.length > 0) {
    return keep(items);
  }
  const paragraphs = findAll((element) => element.name === 'p', [part]);
  if (paragraphs.length > 0) {
    return keep(paragraphs);
  }
  const leaves = findAll(
    (element) =>
      element !== part && !INLINE.has(element.name) && onlyInline(element) && visibleText(element) !== '',
    [part],
  );
  if (leaves.length > 1) {
    return keep(leaves);
  }
  const text = visibleText(part);
  return text === '' ? [] : [text];
}
