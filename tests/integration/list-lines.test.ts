import { randomUUID } from 'node:crypto';
import {
  expectedReading,
  type LineReading,
  type ListLineCase,
  loadListLines,
  readingOf,
} from '@tests/support/list-lines';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { signUpUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A key that two lines sharing an item key surely share too (accents, case, digits, punctuation, "and", and
 * plural endings left out), so lines apart on it cannot merge into one row. It is coarser than the app's own
 * key on purpose: the test must not lean on the code it measures.
 */
const coarseKey = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== 'and')
    .map((word) => word.replace(/(ies|y)$/, 'i').replace(/e?s$/, ''))
    .join('');

/** The rows in as few batches as can each go onto a fresh list without two of a batch merging. */
function batchesApart(rows: readonly ListLineCase[]): ListLineCase[][] {
  const batches: { keys: Set<string>; rows: ListLineCase[] }[] = [];
  for (const row of rows) {
    const key = coarseKey(row.name);
    const batch = batches.find(({ keys }) => !keys.has(key)) ?? { keys: new Set<string>(), rows: [] };
    if (batch.rows.length === 0) {
      batches.push(batch);
    }
    batch.keys.add(key);
    batch.rows.push(row);
  }
  return batches.map(({ rows: batch }) => batch);
}

/**
 * The evaluation set (tests/fixtures/list-lines.tsv, made from docs/item-lines.md and real lists, not from the
 * parser) on the server: the lines added by a signed-in shopper through addItems, a batch to a fresh list, and
 * each line's item read back from getList by the id the line was sent with. One engine is enough: the reading
 * is the same code on both, and the whole set stays a few seconds.
 */
describe('a list line as the server keeps it', () => {
  const rows = loadListLines();
  /** How each line was kept; 'no row of its own' when its id is not on the list (it merged into another). */
  const kept = new Map<string, LineReading | 'no row of its own'>();
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('pglite', { FREE_LIST_LIMIT: '100' });
    const shopper = await signUpUser(app);
    const call: TestApp['call'] = (name, input) => app.call(name, input, shopper.cookie);
    for (const [index, batch] of batchesApart(rows).entries()) {
      const { id: listId } = resultOf(await call('createList', { name: `Lines ${index + 1}` }));
      const itemIds = batch.map(() => randomUUID());
      resultOf(await call('addItems', { listId, text: batch.map(({ line }) => line).join('\n'), itemIds }));
      const items = Object.values(resultOf(await call('getList', { listId })).list.items ?? {}).flat();
      batch.forEach(({ line }, at) => {
        const item = items.find(({ id }) => id === itemIds[at]);
        kept.set(line, item ? readingOf(item) : 'no row of its own');
      });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(rows)('$line', (row) => {
    expect(kept.get(row.line)).toEqual(expectedReading(row));
  });
});
