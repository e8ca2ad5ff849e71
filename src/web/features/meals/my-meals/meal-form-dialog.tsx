import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import { BUTTON } from '../../../components/button-styles';
import { FormError } from '../../../components/form-message';
import { Spinner } from '../../../components/spinner';
import { INPUT_CLASS } from '../../../components/text-field';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { WIDE_DIALOG } from '../../../components/wide-dialog-styles';
import type { MealFields } from '../api/use-meal-actions';
import type { Meal } from '../api/use-meals';
import { draftOf, fieldOfError, fieldsOf, type MealDraft } from './meal-form';

/**
 * The meal create/edit form (SPEC Modals). Errors, the form's own and the server's, show inside it and
 * what was typed stays, so the user can fix it and save again.
 */
export function MealFormDialog({
  open,
  meal,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The meal to edit, or null to create one. */
  meal: Meal | null;
  saving: boolean;
  /** Resolves to null once saved, or the reason it was not. */
  onSave: (fields: MealFields) => Promise<string | null>;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const id = useId();
  const [draft, setDraft] = useState<MealDraft>(() => draftOf(meal));
  const [error, setError] = useState<string | null>(null);
  // Filled afresh on each opening only: the page passes the meal it opened with, not the live one, so a
  // refetch while the user types changes nothing here.
  useEffect(() => {
    if (open) {
      setDraft(draftOf(meal));
      setError(null);
    }
  }, [open, meal]);
  const invalidField = error ? fieldOfError(error) : null;
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
    if (failure) {
      setError(failure);
    } else {
      onClose();
    }
  };

  const fieldProps = (field: keyof MealDraft, hintId?: string) => ({
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
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {meal ? 'Edit Meal' : 'Create New Meal'}
        </h2>
        <FormError id={errorId} message={error} />
        <div>
          <label htmlFor={`${id}-name`} className="block font-semibold">
            Meal name
          </label>
          <input {...fieldProps('name')} maxLength={LIMITS.maxMealName} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${id}-ingredients`} className="block font-semibold">
            Ingredients
          </label>
          <textarea {...fieldProps('ingredients', `${id}-ingredients-hint`)} rows={6} />
          <p id={`${id}-ingredients-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            One per line, or separated by commas, e.g. “1 onion” or “200 g rice”.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-instructions`} className="block font-semibold">
            Instructions <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
          </label>
          <textarea {...fieldProps('instructions')} rows={4} maxLength={LIMITS.maxInstructions} />
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={BUTTON.primary} disabled={saving}>
            {saving ? <Spinner label="Saving…" className="size-4" /> : null}
            Save Meal
          </button>
        </div>
      </form>
    </dialog>
  );
}
