import { formatMeasure } from '../items/measure-sum';
import { parseIngredient } from '../items/quantity';

/**
 * An ingredient line for `factor` times the recipe: its amount multiplied, in the unit it was written in
 * ('2 cups flour' twice is '4 cups flour', '1 1/2 lb beef' halved is '0.75 lb beef'); the note kept after a
 * comma. A line without an amount ('salt to taste') is kept as it is: how much more salt is the cook's call.
 * Counted things are not rounded here (half a recipe's 1 onion is 0.5 onion): the week's list adds the
 * meals up first and rounds the sum, so two half meals ask for one onion, not two.
 */
export function scaleIngredient(line: string, factor: number): string {
  const parsed = parseIngredient(line);
  if (factor === 1 || parsed.amount === null || parsed.name === '') {
    return line;
  }
  const amount = { min: parsed.amount.min * factor, max: parsed.amount.max * factor };
  const scaled = `${formatMeasure(amount, parsed.unit, parsed.size)} ${parsed.name}`;
  return parsed.note ? `${scaled}, ${parsed.note}` : scaled;
}
