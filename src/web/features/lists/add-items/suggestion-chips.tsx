import { MESSAGES } from '@shared/messages';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Chip } from './suggestion-chips-state';

const CHIP =
  'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-emerald-300 bg-emerald-50 px-4 py-2 text-left font-medium text-emerald-900 transition hover:bg-emerald-100 disabled:cursor-default disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900 dark:disabled:border-slate-700 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

/** Suggested items as chips under the add box; a chip puts its text in the box once, then stays greyed out. */
export function SuggestionChips({
  chips,
  exhausted,
  onTake,
}: {
  chips: Chip[];
  exhausted: boolean;
  onTake: (text: string) => void;
}) {
  const { t } = useTranslation('lists');
  const fresh = chips.filter((chip) => !chip.used).length;
  return (
    <>
      {chips.length > 0 ? (
        <div className="mt-3 space-y-2">
          <p id="suggestions-label" className="text-sm text-slate-600 dark:text-slate-300">
            {t('addItems.suggestions.hint')}
          </p>
          <ul aria-labelledby="suggestions-label" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.text} className="max-w-full">
                <button type="button" className={CHIP} disabled={chip.used} onClick={() => onTake(chip.text)}>
                  {chip.used ? (
                    <Check aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <Plus aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  <span className="min-w-0 break-words">{chip.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {exhausted ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{MESSAGES.noSuggestions}</p>
      ) : null}
      <p role="status" className="sr-only">
        {exhausted
          ? MESSAGES.noSuggestions
          : fresh > 0
            ? t('addItems.suggestions.ready', { count: fresh })
            : ''}
      </p>
    </>
  );
}
