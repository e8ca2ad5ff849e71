import { parseItemLines } from '@shared/list-text';
import { expectedReading, loadListLines, readingOf } from '@tests/support/list-lines';
import { savedList } from '@tests/support/saved-list';
import { describe, expect, it } from 'vitest';
import { planAdd } from './plan-add';

/**
 * The evaluation set (tests/fixtures/list-lines.tsv, made from docs/item-lines.md and real lists, not from the
 * parser) on the device: each line typed alone into the add box of an empty list, taken apart as the add box
 * does (parseItemLines, then planAdd), and the row shown at once read back as name, amount and note.
 */
describe('a list line as the device shows it at once', () => {
  it.each(loadListLines())('$line', async (row) => {
    const planned = await planAdd(() => savedList(), parseItemLines(row.line));
    expect(planned.shown.merges).toEqual([]);
    expect(planned.shown.rows.map(readingOf)).toEqual([expectedReading(row)]);
  });
});
