import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useTimedFlag } from '@/lib/use-timed-flag';

/** How long the saved message stays (SPEC §9's "Profile saved!"). */
const SAVED_MESSAGE_MS = 3000;

/**
 * One name of the profile page, edited and saved: the display name, the household's name. A blank name is
 * refused before it is sent; what was typed stays in the field when a save is refused.
 */
export function NameForm({
  label,
  autoComplete,
  initial,
  maxLength,
  requiredMessage,
  savedMessage,
  buttonLabel,
  buttonStyle,
  save,
}: {
  label: string;
  autoComplete: string;
  initial: string;
  maxLength: number;
  requiredMessage: string;
  savedMessage: string;
  buttonLabel: string;
  buttonStyle: 'primary' | 'secondary';
  /** Saves the name; resolves to it as saved, or rejects with the sentence to show. */
  save: (name: string) => Promise<string>;
}) {
  const { t } = useTranslation('profile');
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, showSaved] = useTimedFlag(SAVED_MESSAGE_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    if (name.trim() === '') {
      setError(requiredMessage);
      return;
    }
    setError(null);
    setPending(true);
    try {
      setName(await save(name));
      showSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={label}
        required
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={name}
        onValueChange={setName}
        invalid={error !== null}
        errorId={errorId}
      />
      <button type="submit" className={`${BUTTON[buttonStyle]} w-full sm:w-auto`} disabled={pending}>
        {pending ? (
          <Spinner label={t('nameForm.saving')} className="size-5" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {buttonLabel}
      </button>
      <FormError id={errorId} message={error} />
      <FormSuccess message={saved ? savedMessage : null} />
    </form>
  );
}
