import { LIMITS } from '@shared/limits';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { LengthCounter } from '@/components/length-counter';
import { Spinner } from '@/components/spinner';
import { INPUT_CLASS } from '@/components/text-field';
import { appNameProblem } from './app-password-texts';

/**
 * "App name" and "Create app password". A name the server would refuse is refused here, in its words; what was
 * typed stays in the field after any refusal and is cleared only once the password is made.
 */
export function AppPasswordForm({
  creating,
  create,
}: {
  creating: boolean;
  /** Makes the password; resolves to null once made, or to the sentence saying why not. */
  create: (name: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) {
      return;
    }
    const problem = appNameProblem(name) ?? (await create(name.trim()));
    setError(problem);
    if (problem === null) {
      setName('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div>
        <label htmlFor={id} className="block font-semibold">
          {t('connectedApps.appName')}
        </label>
        <input
          id={id}
          placeholder={t('connectedApps.appNamePlaceholder')}
          autoComplete="off"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${counterId} ${errorId}` : counterId}
          className={`${INPUT_CLASS} mt-1.5`}
        />
        <LengthCounter id={counterId} length={name.trim().length} max={LIMITS.maxAppPasswordName} />
      </div>
      <FormError id={errorId} message={error} />
      <button type="submit" className={`${BUTTON.primary} w-full sm:w-auto`} disabled={creating}>
        {creating ? (
          <Spinner label={t('connectedApps.creating')} className="size-5" />
        ) : (
          <KeyRound aria-hidden="true" className="size-5" />
        )}
        {t('connectedApps.create')}
      </button>
    </form>
  );
}
