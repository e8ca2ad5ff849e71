import { LIMITS } from '@shared/limits';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { INPUT_CLASS } from '@/components/text-field';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { JOINED } from '@/lib/one-tap';
import type { MealFields } from '../api/use-meal-actions';
import { fieldOfError, fieldsOf, type MealDraft, type MealField, type MealFormStart } from './meal-form';
import { MealSourceField } from './meal-source-field';

const HINT = 'mt-1 text-sm text-slate-600 dark:text-slate-300';

/** The word after an optional field's label. */
function Optional() {
  const { t } = useTranslation('meals');
  return <span className="font-normal text-slate-600 dark:text-slate-300">{t('form.optional')}</span>;
}

/**
 * The meal create/edit form (SPEC Modals), also where a recipe read from a link or pasted text is checked
 * before it is saved. Errors, the form's own and the server's, show inside it and what was typed stays, so
 * the user can fix it and save again.
 */
export function MealFormDialog({
  open,
  start,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The meal to edit (or none) and the text to start from. */
  start: MealFormStart;
  saving: boolean;
  /** Resolves to null once saved, the reason it was not, or JOINED when the same save was under way. */
  onSave: (fields: MealFields) => Promise<string | null | typeof JOINED>;
  onClose: () => void;
}) {
  const { t } = useTranslation('meals');
  const ref = useModalDialog(open, onClose);
  const id = useId();
  const [draft, setDraft] = useState<MealDraft>(start.draft);
  const [error, setError] = useState<string | null>(null);
  // Filled afresh on each opening only: the page passes what it opened with, not the live meal, so a
  // refetch while the user types changes nothing here.
  useEffect(() => {
    if (open) {
      setDraft(start.draft);
      setError(null);
    }
  }, [open, start]);
  const invalidField = error ? fieldOfError(error, draft) : null;
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    const checked = fieldsOf(draft);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    const failure = await onSave(checked.fields);
    if (failure === JOINED) {
      return;
    }
    if (failure) {
      setError(failure);
    } else {
      onClose();
    }
  };

  const fieldProps = (field: MealField, hintId?: string) => ({
    id: `${id}-${field}`,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
    'aria-invalid': invalidField === field ? true : undefined,
    'aria-describedby':
      [hintId, invalidField === field ? errorId : null].filter(Boolean).join(' ') || undefined,
    className: `${INPUT_CLASS} mt-1.5`,
  });

  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onCancel={onClose} className={WIDE_DIALOG}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {start.meal ? t('form.editTitle') : t('form.createTitle')}
          </h2>
          {start.fromRecipe ? (
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t('form.fromRecipe')}</p>
          ) : null}
        </div>
        <FormError id={errorId} message={error} />
        <div>
          <label htmlFor={`${id}-name`} className="block font-semibold">
            {t('form.name')}
          </label>
          <input {...fieldProps('name')} maxLength={LIMITS.maxMealName} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-ingredients`} className="block font-semibold">
            {t('form.ingredients')}
          </label>
          <textarea {...fieldProps('ingredients', `${id}-ingredients-hint`)} rows={6} />
          <p id={`${id}-ingredients-hint`} className={HINT}>
            {draft.onePerLine ? t('form.ingredientsHintLines') : t('form.ingredientsHintCommas')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-instructions`} className="block font-semibold">
            {t('form.instructions')} <Optional />
          </label>
          <textarea {...fieldProps('instructions')} rows={4} maxLength={LIMITS.maxInstructions} />
        </div>
        <div>
          <label htmlFor={`${id}-servings`} className="block font-semibold">
            {t('form.servings')} <Optional />
          </label>
          {/* A text field with the number keypad, not type=number: what was typed stays as typed (a stray
              letter is reported, not silently emptied) and a scroll wheel cannot change it. */}
          <input
            {...fieldProps('servings', `${id}-servings-hint`)}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            className={`${INPUT_CLASS} mt-1.5 max-w-32`}
          />
          <p id={`${id}-servings-hint`} className={HINT}>
            {t('form.servingsHint')}
          </p>
        </div>
        {draft.sourceUrl ? (
          <MealSourceField
            url={draft.sourceUrl}
            onRemove={() => {
              setDraft((current) => ({ ...current, sourceUrl: '' }));
              // The Remove button goes with the link: focus stays in the form rather than falling to the page.
              document.getElementById(`${id}-servings`)?.focus();
            }}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={BUTTON.primary} disabled={saving}>
            {saving ? <Spinner label={t('form.saving')} className="size-4" /> : null}
            {t('form.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
