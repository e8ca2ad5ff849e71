import { CATEGORIES, CATEGORY_ICONS, type Category } from './categories';
import { itemLine } from './item-line';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** The name a new list gets when none is typed (SPEC §5). */
export const DEFAULT_LIST_NAME = 'My Grocery List';

/** One entry of a list as the API presents it (see listItemSchema). */
export interface ListItem {
  name: string;
  label: string;
  quantity: string | null;
  /** What the line said besides the name and amount; absent in items kept before notes were. */
  note?: string | null;
  checked: boolean;
}

/** Items keyed by category, only non-empty categories, in the fixed category order. */
export type ItemsByCategory<T extends ListItem = ListItem> = Partial<Record<Category, T[]>>;

/** Splits pasted or typed text into item names: one per line, trimmed, blank lines dropped. */
export function parseItemLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A line's first words, to name it in a message: up to 30 characters, cut between words where it can be. */
export function lineStart(line: string): string {
  const words = line.trim().split(/\s+/);
  let start = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (start.length + 1 + word.length > 30) {
      break;
    }
    start = `${start} ${word}`;
  }
  return start.slice(0, 30);
}

/** Lines with their numbers as the person sees them, for problems that name a line. */
type NumberedLine = { text: string; number: number };

function numberedLinesProblem(lines: readonly NumberedLine[]): string | null {
  if (lines.length === 0) {
    return MESSAGES.emptySort;
  }
  if (lines.length > LIMITS.maxItemsPerRequest) {
    return MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest);
  }
  const long = lines.find((line) => line.text.length > LIMITS.maxItemLength);
  return long ? MESSAGES.itemLineTooLong(long.number, lineStart(long.text), LIMITS.maxItemLength) : null;
}

/**
 * What is wrong with typed item text for one request (none, too many, a line too long), for both ends to say.
 * A line too long is named by its number in the text as typed (blank lines counted) and its first words.
 */
export function itemTextProblem(text: string): string | null {
  return numberedLinesProblem(
    text
      .split(/\r\n|\r|\n/)
      .map((line, index) => ({ text: line.trim(), number: index + 1 }))
      .filter((line) => line.text.length > 0),
  );
}

/** As itemTextProblem, for lines already split (numbered as given). */
export function itemLinesProblem(lines: readonly string[]): string | null {
  return numberedLinesProblem(lines.map((text, index) => ({ text, number: index + 1 })));
}

/** Groups items into categories in the fixed order, keeping each category's input order. */
export function groupByCategory<T extends ListItem>(
  entries: readonly { category: Category; item: T }[],
): ItemsByCategory<T> {
  const grouped: ItemsByCategory<T> = {};
  for (const category of CATEGORIES) {
    const items = entries.filter((entry) => entry.category === category).map((entry) => entry.item);
    if (items.length > 0) {
      grouped[category] = items;
    }
  }
  return grouped;
}

/** The categories present in a grouped list, in the fixed order, with their items. */
export function categorySections<T extends ListItem>(
  items: ItemsByCategory<T> | null,
  order: readonly Category[] = CATEGORIES,
): [Category, T[]][] {
  if (!items) {
    return [];
  }
  return walkingOrder(order).flatMap((category): [Category, T[]][] => {
    const list = items[category];
    return list && list.length > 0 ? [[category, list]] : [];
  });
}

/**
 * The 12 categories in a store's walking order: those of `order` first (each once), then any it leaves out in
 * SPEC's order, so a partial or stale order never hides an aisle.
 */
export function walkingOrder(order: readonly Category[]): Category[] {
  const known = order.filter(
    (category, index) => CATEGORIES.includes(category) && order.indexOf(category) === index,
  );
  return [...known, ...CATEGORIES.filter((category) => !known.includes(category))];
}

/** Counts the items of a grouped list. */
export function countItems(items: ItemsByCategory | null): number {
  return categorySections(items).reduce((total, [, list]) => total + list.length, 0);
}

/** Plain text of a sorted list for the clipboard: a heading per category, one item per line, quantity after the name. */
export function formatListAsText(
  items: ItemsByCategory | null,
  order: readonly Category[] = CATEGORIES,
): string {
  return categorySections(items, order)
    .map(([category, list]) => {
      const lines = list.map(
        (item) =>
          `${item.checked ? '[x]' : '[ ]'} ${itemLine({ name: item.label, quantity: item.quantity })}`,
      );
      return [`${CATEGORY_ICONS[category]} ${category}`, ...lines].join('\n');
    })
    .join('\n\n');
}
