import { parseItemLines } from '../../../../shared/list-text';

/** Items the user just added, shown at once while the server sorts them into aisles. */
export function PendingItems({ texts }: { texts: string[] }) {
  const names = texts.flatMap(parseItemLines);
  if (names.length === 0) {
    return null;
  }
  return (
    <section
      aria-labelledby="pending-items"
      aria-busy="true"
      className="overflow-hidden rounded-2xl border border-dashed border-emerald-400 bg-white shadow-sm dark:border-emerald-700 dark:bg-slate-900"
    >
      <h2
        id="pending-items"
        className="flex items-center gap-2 border-b border-slate-200 bg-emerald-50 px-4 py-2.5 font-semibold dark:border-slate-700 dark:bg-emerald-950"
      >
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent text-emerald-700 dark:text-emerald-400"
        />
        Sorting into aisles…
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {names.map((name, index) => (
          // Two adds may hold the same name; the position tells them apart while they wait.
          // biome-ignore lint/suspicious/noArrayIndexKey: pending rows have no id yet
          <li key={`${index}-${name}`} className="min-h-12 px-4 py-3 text-slate-600 dark:text-slate-300">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
