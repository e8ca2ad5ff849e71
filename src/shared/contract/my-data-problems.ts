/** What the arrays of a data file hold, in the words a refusal names them with. */
const ELEMENT_NAMES: Record<string, string> = {
  lists: 'list',
  items: 'item',
  members: 'member',
  plannedMeals: 'planned meal',
  meals: 'meal',
  ingredients: 'ingredient',
  plan: 'plan entry',
  stores: 'store',
  trips: 'trip',
  ticks: 'tick',
  categoryOrder: 'category',
  categoryCorrections: 'category correction',
};

/** The longest name quoted in a refusal: enough to find the list or meal in the file. */
const QUOTED_NAME = 40;

const child = (node: unknown, key: PropertyKey): unknown =>
  typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;

function quotedName(node: unknown): string {
  const name = child(node, 'name');
  if (typeof name !== 'string' || name.trim() === '') {
    return '';
  }
  const trimmed = name.trim();
  return ` “${trimmed.length > QUOTED_NAME ? `${trimmed.slice(0, QUOTED_NAME)}…` : trimmed}”`;
}

/**
 * Where in a data file a problem is, as a person reads it: `['lists', 1, 'items', 3, 'quantity']` is
 * 'list 2 “Weekly shop”, item 4 “milk”, quantity'. Counting starts at 1 and names come from the file itself.
 */
export function whereInFile(path: readonly PropertyKey[], file: unknown): string {
  const parts: string[] = [];
  let node = file;
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index] as PropertyKey;
    const position = path[index + 1];
    const element = typeof key === 'string' ? ELEMENT_NAMES[key] : undefined;
    if (element !== undefined && typeof position === 'number') {
      node = child(child(node, key), position);
      parts.push(`${element} ${position + 1}${quotedName(node)}`);
      index += 1;
      continue;
    }
    node = child(node, key);
    parts.push(String(key));
  }
  return parts.length > 0 ? parts.join(', ') : 'the file';
}
