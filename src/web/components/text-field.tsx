import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Class names of a text input, shared by every form. */
export const INPUT_CLASS =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm dark:border-slate-600 dark:bg-slate-800 aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/30 dark:aria-invalid:border-red-500';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A short help text under the field, read out with it. */
  hint?: string;
  /** Marks the field red and points screen readers at the form's error message. */
  invalid?: boolean;
  errorId?: string;
}

/** A labelled text input with an optional hint; password fields get a show/hide toggle. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  invalid,
  errorId,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const { t, i18n } = useTranslation();
  const isPassword = type === 'password';
  // The field's name inside a sentence: German writes its nouns with a capital letter there too.
  const labelInSentence = i18n.language === 'de' ? label : label.toLowerCase();
  const describedBy = [hint ? hintId : null, invalid && errorId ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${INPUT_CLASS} ${isPassword ? 'pr-12' : ''}`}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={t('textField.show', { label: labelInSentence })}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
