import type { Document } from 'domhandler';
import { findAll } from 'domutils';
import { cardRecipe } from './recipe-cards';
import { withoutNumber } from './recipe-fields';
import { blocksOf, headedRecipe, titleHeading } from './recipe-headings';

/** The recipe as the page shows it to a reader, field by field; a field the page does not show is empty. */
export interface VisibleRecipe {
  name: string;
  ingredients: string[];
  /** One step per entry, without numbers. */
  steps: string[];
}

/**
 * The recipe a page shows: a known recipe card's parts when there is one, else the lists under the page's own
 * "Ingredients" and "Method" headings (recipe-headings.ts, in the main content). Null when it
 * shows neither ingredients nor steps.
 */
export function visibleRecipe(document: Document): VisibleRecipe | null {
  const content = findAll((element) => element.name === 'body', document.children)[0] ?? document;
  const card = cardRecipe(content);
  const blocks = blocksOf(content);
  const headed = card && card.ingredients.length > 0 && card.steps.length > 0 ? null : headedRecipe(blocks);
  const ingredients = card?.ingredients.length ? card.ingredients : (headed?.ingredients ?? []);
  // A page that numbers its steps itself ('1. Preheat…'): the draft numbers them.
  const steps = (card?.steps.length ? card.steps : (headed?.steps ?? [])).map(withoutNumber);
  if (ingredients.length === 0 && steps.length === 0) {
    return null;
  }
  return { name: card?.name || titleHeading(blocks, ingredients[0] ?? steps[0] ?? ''), ingredients, steps };
}
