import { FALLBACK_CATEGORY } from '@shared/categories';
import { newDeviceId } from '@/lib/device-id';
import { categorizeOnDevice, loadItemTools } from '@/lib/sort-on-device';
import type { NewRow } from './list-adds';
import type { SavedList } from './list-cache';
import type { ShownExtras } from './queued-change';

/** What an add did: new rows, and typed lines that joined rows already on the list. */
export interface ItemsAdded {
  added: number;
  merged: number;
}

/** An add as the outbox keeps it: the lines as typed with the ids made here for them, and the rows shown. */
export interface PlannedAdd {
  input: { text: string; itemIds: string[] };
  shown: ShownExtras['addItems'];
}

/**
 * Plans typed lines as the server will add them, so what the shopper sees at once is what the server does:
 * each line's quantity taken off its name, the name filed by the in-browser categorizer, and a line naming an
 * item already on the list (the same words, case and plurals aside) merged into its row, quantities added up,
 * tick off.
 */
export async function planAdd(
  listNow: () => SavedList,
  lines: readonly string[],
): Promise<PlannedAdd & { counts: ItemsAdded }> {
  const tools = await loadItemTools();
  const typed = lines.map(tools.splitQuantity);
  const categories = await categorizeOnDevice(typed.map((item) => item.name));
  const incoming = typed.map((item, index) => ({
    ...item,
    id: newDeviceId(),
    line: lines[index] ?? item.name,
    category: categories[index] ?? FALLBACK_CATEGORY,
  }));
  // The list as it is once the categorizer has answered, not as it was when the user pressed Add.
  const rows = Object.values(listNow().items ?? {})
    .flat()
    .map(({ id, label, quantity, checked }) => ({ id, name: label, quantity, checked }));
  const plan = tools.planListAdd(rows, incoming);
  const rowOf = ({ id, name, quantity, note, category }: (typeof incoming)[number]): NewRow => ({
    id,
    label: name,
    quantity,
    note,
    category,
  });
  const shown: PlannedAdd['shown'] = {
    rows: plan.added.map(rowOf),
    merges: plan.merged.flatMap(({ id, quantity, previousQuantity, joined }) => {
      const [first, ...others] = joined;
      if (!first) {
        return [];
      }
      // Should the row be gone by the time the server has the add, the lines make one row of their own.
      const summed = others.reduce<string | null>(
        (total, other) => tools.addQuantities(total, other.quantity),
        first.quantity,
      );
      const note = joined.find((line) => line.note !== null)?.note ?? null;
      return [
        { into: id, quantity, previousQuantity, fallback: rowOf({ ...first, quantity: summed, note }) },
      ];
    }),
  };
  const merged = plan.merged.reduce((total, row) => total + row.joined.length, 0);
  const input = { text: incoming.map(({ line }) => line).join('\n'), itemIds: incoming.map(({ id }) => id) };
  return { input, shown, counts: { added: plan.added.length, merged } };
}
