import { RefreshCw } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages';
import { useSession } from '../../providers/session';
import { BUTTON } from '../button-styles';
import { Spinner } from '../spinner';

/**
 * Shown after an item was renamed, until the list is sorted again: a bar fixed above the tab bar (at the
 * bottom for guests, who have none), so it stays in reach wherever the user is editing. Placed last in the
 * list's page, with room kept below the list so the bar never covers its last items.
 */
export function ResortWarning({ onResort, busy }: { onResort: () => void; busy: boolean }) {
  const { user } = useSession();
  const above = user
    ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
    : 'bottom-[calc(0.75rem+env(safe-area-inset-bottom))]';
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <div
        role="status"
        className={`fixed inset-x-3 ${above} z-30 mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-amber-950 shadow-lg sm:bottom-4 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}
      >
        <p className="flex-1 text-sm sm:text-base">{MESSAGES.resortWarning}</p>
        <button type="button" className={`${BUTTON.secondary} min-h-11`} onClick={onResort} disabled={busy}>
          {busy ? (
            <Spinner label="Sorting…" className="size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          Re-Sort Now
        </button>
      </div>
    </>
  );
}
