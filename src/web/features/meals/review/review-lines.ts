import { itemLine } from '@shared/item-line';
import { itemKey } from '@shared/items/item-key';
import { splitQuantity } from '@shared/items/item-quantity';
import { type ListedRow, planListAdd } from '@shared/items/merge-into-list';
import { MESSAGES } from '@shared/messages';
import { unitsNow } from '@/lib/units-now';

/** Why a line starts unticked in the review, or null when it starts ticked. */
export type UntickedBecause = 'staple' | 'to taste' | 'optional' | null;

/** One line of a recipe or the week as the review shows it before anything is added. */
export interface ReviewLine {
  /** The line as it goes to the server when ticked. */
  line: string;
  name: string;
  /** The amount as it will be added ('2 lb', '1 × 15 oz can'), null when the line has none. */
  quantity: string | null;
  /** What the line says besides the item ('diced', 'to taste'), when the line reader gives one. */
  note: string | null;
  /** Why it starts unticked; null when it starts ticked. */
  unticked: UntickedBecause;
  /** Where it joins a row of the chosen list: 'already on the list: onion (1) → onion (5)'; null when it is new. */
  merge: string | null;
}

/** "to taste" and "optional" wherever the line or its note says them: nobody buys salt for a pinch of it. */
const OPTIONAL_WORDS = /\b(to taste|optional)\b/i;
/** What may follow the food on a recipe line: a comma, a bracket, "to taste", "optional". */
const AFTER_FOOD = /\s*(?:,|\(|\bto taste\b|\boptional\b).*$/i;

/** The note of a read line, when the line reader gives one (it gains notes as lines are read more closely). */
function noteOf(read: object): string | null {
  return 'note' in read && typeof read.note === 'string' && read.note !== '' ? read.note : null;
}

/**
 * Why a line starts unticked: the household always has it (a staple, by item key, the food alone or with what
 * follows it on the line), or the recipe says "to taste" / "optional".
 */
export function untickedBecause(
  line: string,
  name: string,
  note: string | null,
  stapleKeys: ReadonlySet<string>,
): UntickedBecause {
  const food = name.replace(AFTER_FOOD, '');
  if (stapleKeys.has(itemKey(name)) || (food !== '' && stapleKeys.has(itemKey(food)))) {
    return 'staple';
  }
  const said = OPTIONAL_WORDS.exec(`${line} ${note ?? ''}`)?.[1]?.toLowerCase();
  return said === 'to taste' || said === 'optional' ? said : null;
}

/** Where one read line joins the list's rows, in words, or null when it would be a new row. */
export function mergePreview(
  item: { name: string; quantity: string | null },
  rows: readonly ListedRow[],
): string | null {
  const [merge] = planListAdd(rows, [item], unitsNow()).merged;
  const row = merge && rows.find((listed) => listed.id === merge.id);
  if (!merge || !row) {
    return null;
  }
  return MESSAGES.reviewAlreadyOnList(
    itemLine({ name: row.name, quantity: merge.previousQuantity }),
    itemLine({ name: row.name, quantity: merge.quantity }),
  );
}

/**
 * The review of lines about to go onto a list: each read as the server will add it (splitQuantity, the same
 * reader), whether it starts ticked, and where it merges into the chosen list's rows (planListAdd, the same
 * merge the server makes).
 */
export function reviewLines(
  lines: readonly string[],
  stapleKeys: ReadonlySet<string>,
  rows: readonly ListedRow[],
): ReviewLine[] {
  return lines.map((line) => {
    const read = splitQuantity(line);
    const note = noteOf(read);
    return {
      line,
      name: read.name,
      quantity: read.quantity,
      note,
      unticked: untickedBecause(line, read.name, note, stapleKeys),
      merge: mergePreview({ name: read.name, quantity: read.quantity }, rows),
    };
  });
}
