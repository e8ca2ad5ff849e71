import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from './button-styles';
import { FormError } from './form-message';
import { LengthCounter } from './length-counter';
import { Spinner } from './spinner';
import { DIALOG } from './surface-styles';
import { INPUT_CLASS } from './text-field';
import { useModalDialog } from './use-modal-dialog';

interface InputDialogProps {
  open: boolean;
  title: string;
  label: string;
  defaultValue: string;
  submitLabel: string;
  maxLength: number;
  busy?: boolean;
  /** Why the last submit was refused, shown under the field. */
  error?: string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** SPEC's prompt of type input: a labelled field that starts with a default and never submits blank text. */
export function InputDialog({
  open,
  title,
  label,
  defaultValue,
  submitLabel,
  maxLength,
  busy = false,
  error = null,
  onSubmit,
  onCancel,
}: InputDialogProps) {
  const ref = useModalDialog(open, onCancel);
  const titleId = useId();
  const inputId = useId();
  const counterId = useId();
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      // Selected, so typing replaces the default and Enter keeps it.
      requestAnimationFrame(() => ref.current?.querySelector('input')?.select());
    }
  }, [open, defaultValue, ref]);
  const blank = value.trim() === '';
  const tooLong = value.trim().length > maxLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !tooLong && !busy) {
      onSubmit(value.trim());
    }
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onCancel} className={DIALOG}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <label htmlFor={inputId} className="mt-4 block font-semibold">
          {label}
        </label>
        <input
          id={inputId}
          value={value}
          required
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={counterId}
          onChange={(event) => setValue(event.target.value)}
          className={`${INPUT_CLASS} mt-1.5`}
        />
        <LengthCounter id={counterId} length={value.trim().length} max={maxLength} />
        <div className="mt-2 empty:hidden">
          <FormError message={error} />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={BUTTON.secondary} onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className={BUTTON.primary} disabled={blank || tooLong || busy}>
            {busy ? <Spinner label={t('dialog.working')} className="size-4" /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
