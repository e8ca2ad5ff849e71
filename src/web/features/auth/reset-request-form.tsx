import { MESSAGES } from '@shared/messages';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { requestPasswordReset } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { emailProblem } from './validate-credentials';

const ERROR_ID = 'reset-request-error';

/** Asks for a password reset link; the answer never tells whether the address has an account. */
export function ResetRequestForm({
  email,
  onEmailChange,
}: {
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    const problem = emailProblem(t, email);
    setError(problem);
    setInvalidEmail(problem !== null);
    setSent(false);
    if (problem) {
      return;
    }
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(authErrorMessage(t, failure, t('errors.resetRequestFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint={t('fields.resetEmailHint')}
        value={email}
        onValueChange={onEmailChange}
        invalid={invalidEmail}
        errorId={ERROR_ID}
      />
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={pending}>
        {pending ? (
          <Spinner label={t('resetRequest.sending')} className="size-5" />
        ) : (
          <Mail aria-hidden="true" className="size-5" />
        )}
        {t('resetRequest.send')}
      </button>
      <FormError id={ERROR_ID} message={error} />
      <FormSuccess message={sent ? MESSAGES.resetLinkSent : null} />
    </form>
  );
}
