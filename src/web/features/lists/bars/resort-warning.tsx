import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';

/**
 * Shown after an item was renamed into another aisle, until the list is sorted again: a bar among the list's
 * floating bars, so it stays in reach wherever the user is editing. `text` says who edited (resortWarningText).
 */
export function ResortWarning({
  text,
  onResort,
  busy,
}: {
  text: string;
  onResort: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('lists');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex-1 text-sm sm:text-base">{text}</p>
      <button type="button" className={`${BUTTON.secondary} min-h-11`} onClick={onResort} disabled={busy}>
        {busy ? (
          <Spinner label={t('bars.sorting')} className="size-4" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-4" />
        )}
        {t('bars.resortNow')}
      </button>
    </div>
  );
}
