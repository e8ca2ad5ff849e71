// A member with one list of 40 items, the list page the first-load benches measure.

/** A week's shop: 40 lines across the aisles, as a member's list holds them. */
const FORTY_ITEMS = [
  '2 gal whole milk',
  'eggs',
  'butter',
  'greek yogurt',
  'cheddar',
  'bananas',
  'apples 6',
  'baby spinach',
  '3 yellow onions',
  'garlic',
  'lemons',
  'avocados',
  'cherry tomatoes',
  'carrots',
  'chicken thighs 2 lb',
  'ground beef 1 lb',
  'salmon fillets',
  'bacon',
  'sourdough bread',
  'bagels',
  'tortillas',
  'rice',
  'spaghetti',
  'crushed tomatoes 2 cans',
  'black beans',
  'olive oil',
  'peanut butter',
  'coffee',
  'orange juice',
  'sparkling water 12 pk',
  'frozen peas',
  'ice cream',
  'dish soap',
  'paper towels',
  'toothpaste',
  'shampoo',
  'dog food',
  'tortilla chips',
  'salsa',
  'dark chocolate',
].join('\n');

/** Calls one procedure as the member whose cookie this is; throws on any refusal. */
export async function rpc<T>(base: string, cookie: string, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) {
    throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { result: T }).result;
}

/** A member with one list of 40 items, as the list page was measured. */
export async function seedMember(base: string): Promise<{ cookie: string; listId: string }> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@example.com', password: 'correct-horse-battery-9', name: 'Sam' }),
  });
  if (!signUp.ok) {
    throw new Error(`sign-up answered ${signUp.status}`);
  }
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = await rpc<{ id: string }>(base, cookie, 'createList', { name: 'Weekly shop' });
  await rpc(base, cookie, 'addItems', { listId: id, text: FORTY_ITEMS });
  return { cookie, listId: id };
}
