import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages';
import { BUTTON } from '../button-styles';
import { Spinner } from '../spinner';

/** Shown after an item was renamed: its aisle may have changed until the list is sorted again. */
export function ResortWarning({ onResort, busy }: { onResort: () => void; busy: boolean }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex-1">{MESSAGES.resortWarning}</p>
      <button type="button" className={BUTTON.secondary} onClick={onResort} disabled={busy}>
        {busy ? (
          <Spinner label="Sorting…" className="size-4" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-4" />
        )}
        Re-Sort Now
      </button>
    </div>
  );
}
