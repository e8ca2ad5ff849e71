import { ArrowRightLeft } from 'lucide-react';
import { CATEGORIES, CATEGORY_ICONS, type Category } from '../../../shared/categories';

/**
 * Moves an item to another aisle: a native select (the phone's own picker, fully keyboard usable) laid
 * invisibly over an icon button, so the row stays compact.
 */
export function MoveItemSelect({
  name,
  category,
  onMove,
}: {
  name: string;
  category: Category;
  onMove: (category: Category) => void;
}) {
  return (
    <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:has-focus-visible:outline-emerald-400">
      <ArrowRightLeft aria-hidden="true" className="size-4" />
      <select
        aria-label={`Move ${name} to another aisle`}
        value={category}
        onChange={(event) => {
          const next = event.target.value as Category;
          if (next !== category) {
            onMove(next);
          }
        }}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {CATEGORIES.map((option) => (
          <option key={option} value={option}>
            {`${CATEGORY_ICONS[option]} ${option}`}
          </option>
        ))}
      </select>
    </span>
  );
}
