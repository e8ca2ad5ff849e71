import { type FormEvent, useEffect, useId, useState } from 'react';
import { BUTTON } from './button-styles';
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
  onSubmit,
  onCancel,
}: InputDialogProps) {
  const ref = useModalDialog(open, onCancel);
  const titleId = useId();
  const inputId = useId();
  const [value, setValue] = useState(defaultValue);
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      // Selected, so typing replaces the default and Enter keeps it.
      requestAnimationFrame(() => ref.current?.querySelector('input')?.select());
    }
  }, [open, defaultValue, ref]);
  const blank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) {
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
          maxLength={maxLength}
          required
          onChange={(event) => setValue(event.target.value)}
          className={`${INPUT_CLASS} mt-1.5`}
        />
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={BUTTON.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={BUTTON.primary} disabled={blank || busy}>
            {busy ? <Spinner label="Working…" className="size-4" /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
