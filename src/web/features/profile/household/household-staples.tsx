import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/rpc-client';
import { useStaples } from './use-staples';

/**
 * Profile → Household's "We always have": the items the household keeps at home, which a recipe's review starts
 * unticked. Any member adds and removes them; what was typed stays in the field when an add is refused.
 */
export function HouseholdStaples() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const { staples, add, remove } = useStaples();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(typed);
      setTyped('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {t('household.staples.heading')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('household.staples.intro')}</p>
      {staples.data && staples.data.length > 0 ? (
        <ul aria-label={t('household.staples.listLabel')} className="flex flex-wrap gap-2">
          {staples.data.map((staple) => (
            <li
              key={staple.key}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 dark:bg-slate-800"
            >
              <span className="break-words">{staple.name}</span>
              <button
                type="button"
                aria-label={t('household.staples.removeLabel', { name: staple.name })}
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(staple.key, { onError: (failure) => setError(messageOf(failure)) })
                }
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : staples.data ? (
        <p className="text-slate-700 dark:text-slate-300">{t('household.staples.empty')}</p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('household.staples.fieldLabel')}
            value={typed}
            onValueChange={setTyped}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={BUTTON.secondary} disabled={add.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {t('household.staples.add')}
        </button>
      </form>
      <FormError message={staples.isError ? messageOf(staples.error) : error} />
    </section>
  );
}
