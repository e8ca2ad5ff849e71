import { itemTextProblem } from '@shared/list-text';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { useBringIntoView } from '@/lib/bring-into-view';

/**
 * The paste-your-list box of the guest home; the text stays put if sorting fails. After Start New List it
 * comes into view focused (`startedOver` counts the times).
 */
export function SortForm({
  onSort,
  busy,
  startedOver = 0,
}: {
  onSort: (text: string) => Promise<boolean>;
  busy: boolean;
  startedOver?: number;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useBringIntoView(box, startedOver);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Said at the field before sending: no items, too many, or which line is too long.
    const problem = itemTextProblem(text);
    setError(problem);
    if (problem) {
      return;
    }
    await onSort(text);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label htmlFor="grocery-list" className="block font-semibold">
        {t('guest.sortForm.label')}
      </label>
      <textarea
        ref={box}
        id="grocery-list"
        rows={8}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) {
            setError(null);
          }
        }}
        placeholder={t('guest.sortForm.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'grocery-list-error' : undefined}
        className={`block w-full rounded-2xl border bg-white px-4 py-3 text-base leading-7 shadow-sm dark:bg-slate-900 ${
          error
            ? 'border-red-600 ring-2 ring-red-600/30 dark:border-red-500'
            : 'border-slate-300 dark:border-slate-600'
        }`}
      />
      {error ? (
        <p id="grocery-list-error" role="alert" className="font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${BUTTON.primary} w-full text-lg sm:w-auto`} disabled={busy}>
        {busy ? (
          <Spinner label={t('guest.sortForm.sorting')} className="size-5" />
        ) : (
          <Sparkles aria-hidden="true" className="size-5" />
        )}
        {t('guest.sortForm.submit')}
      </button>
    </form>
  );
}
