import type { RecipeDraft } from '@shared/contract/recipes';
import { servingsOf } from './recipe-fields';
import { collapse } from './recipe-text';

/** A line that opens the ingredients ('Ingredients', 'Ingredients:', 'What you need'). */
const INGREDIENTS =
  /^(?:ingredients?(?: list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)\s*:?$/i;
/** A line that opens the steps ('Directions', 'Method', 'Instructions', 'Steps', 'Preparation'). */
const STEPS =
  /^(?:directions|method|instructions|steps|preparation|how to make(?: it)?|to make|cooking instructions)\s*:?$/i;
/** Servings or yield written as a line of its own ('Serves 4', 'Servings: 6', 'Makes 12 cookies', 'Yield: 2'). */
const SERVINGS = /^(?:serves|servings?|makes|yield|yields|portions?)\b\s*:?\s*(.*\d.*)$/i;
/** A bullet or checkbox a copied list keeps in front of each line. */
const BULLET = /^(?:[-*•·▪◦‣○●▢☐□✓✔]|\d+\s*[.)]\s+(?=\D))\s*/u;
/** A step's own number ('1.', '2)', 'Step 3:'). */
const STEP_NUMBER = /^(?:step\s*)?\d+\s*[.):-]?\s+/i;
/** An ingredient line starts with an amount: '2 cups', '½ tsp', '1/2 lb', 'a pinch'. */
const AMOUNT = /^(?:\d|[¼½¾⅓⅔⅛⅜⅝⅞]|a (?:pinch|handful|dash)\b)/iu;

/**
 * A recipe pasted as text, split the way people copy one from a page or a message: a title line, an
 * "Ingredients" section, then "Directions", "Method", "Instructions" or "Steps". Without those headings, lines
 * that start with an amount are the ingredients and the sentences after them the steps. Null when no
 * ingredient can be found.
 */
export function readRecipeText(text: string): RecipeDraft | null {
  const lines = text
    .split(/\r?\n|\r/)
    .map(collapse)
    .filter((line) => line !== '');
  const start = lines.findIndex((line) => INGREDIENTS.test(line));
  const steps = lines.findIndex((line, index) => index > start && STEPS.test(line));
  const sectioned = start >= 0;
  const intro = sectioned ? lines.slice(0, start) : lines.slice(0, 1);
  const ingredientLines = sectioned
    ? lines.slice(start + 1, steps >= 0 ? steps : undefined)
    : lines.slice(1).filter((line) => AMOUNT.test(line.replace(BULLET, '')));
  const stepLines = sectioned
    ? steps >= 0
      ? lines.slice(steps + 1)
      : []
    : lines.slice(1).filter((line) => !AMOUNT.test(line.replace(BULLET, '')) && !SERVINGS.test(line));

  const servingsLine = [...intro, ...ingredientLines].find((line) => SERVINGS.test(line));
  const ingredients = ingredientLines
    .filter((line) => !SERVINGS.test(line) && !isSubheading(line))
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line !== '');
  if (ingredients.length === 0) {
    return null;
  }
  const name = intro.find((line) => !SERVINGS.test(line) && !STEPS.test(line)) ?? '';
  const servings = servingsLine ? servingsOf(SERVINGS.exec(servingsLine)?.[1]) : undefined;
  let number = 0;
  const instructions = stepLines
    .map((line) => {
      if (isSubheading(line)) {
        return line;
      }
      number += 1;
      return `${number}. ${line.replace(STEP_NUMBER, '').replace(BULLET, '')}`;
    })
    .join('\n');
  return { name, ingredients, instructions, ...(servings !== undefined ? { servings } : {}) };
}

/** 'For the sauce:' — a heading inside a section, not an ingredient or a step. */
function isSubheading(line: string): boolean {
  return line.endsWith(':') && line.length <= 60 && !/\d/.test(line);
}
