import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shownQuantity } from '@/i18n/quantity-words';
import type { Completion } from './complete-item';

/** The id of an option of the completion listbox, for the box's aria-activedescendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** What an option says under its name: on the list already (with the row's amount), else its aisle and amount. */
function detailOf(option: Completion, t: TFunction<'lists'>, language: string): string {
  if (option.onList) {
    return MESSAGES.onTheList(option.onList.quantity && shownQuantity(option.onList.quantity, language));
  }
  const aisle = t(`categories.${option.category}`, { ns: 'common' });
  return option.quantity ? `${aisle} · ${shownQuantity(option.quantity, language)}` : aisle;
}

/**
 * The completion's options beside the add box (an ARIA 1.2 listbox the box controls): above it on a phone, where
 * Add and Suggest sit right under the box and must stay in reach, under it on a wider screen. They float over the
 * page, so opening and closing them never moves a button under a finger. Focus stays in the box: a pointer press
 * does not take it, and a tap or click picks the option.
 */
export function CompletionListbox({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: readonly Completion[];
  active: number;
  onPick: (option: Completion) => void;
}) {
  const { t, i18n } = useTranslation('lists');
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('addItems.completion.label')}
      className="absolute inset-x-0 bottom-full z-20 mb-1 max-h-48 overflow-auto rounded-xl sm:top-full sm:bottom-auto sm:mt-1 sm:mb-0 sm:max-h-80 border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-800"
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the box that keeps focus handles the keys (combobox)
        <div
          key={`${option.source}:${option.name}`}
          id={optionId(id, index)}
          role="option"
          // Focusable for the pattern, but focus stays in the box (aria-activedescendant points here).
          tabIndex={-1}
          aria-selected={index === active}
          onPointerDown={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 ${
            index === active
              ? 'bg-emerald-100 dark:bg-emerald-900'
              : 'hover:bg-slate-100 dark:hover:bg-slate-700'
          }`}
        >
          {option.favourite ? (
            <>
              <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-600" />
              <span className="sr-only">{t('addItems.completion.favourite')}</span>
            </>
          ) : null}
          <span className="min-w-0 flex-1 break-words font-medium">{option.name}</span>
          <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">
            {detailOf(option, t, i18n.language)}
          </span>
        </div>
      ))}
    </div>
  );
}
