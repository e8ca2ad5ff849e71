import { MESSAGES } from '@shared/messages';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { requestPasswordReset } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { AUTH_TEXT } from './auth-messages';
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
  const [error, setError] = useState<string | null>(null);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    const problem = emailProblem(email);
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
      setError(authErrorMessage(failure, AUTH_TEXT.resetRequestFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="We will send a link to set a new password."
        value={email}
        onValueChange={onEmailChange}
        invalid={invalidEmail}
        errorId={ERROR_ID}
      />
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={pending}>
        {pending ? (
          <Spinner label="Sending…" className="size-5" />
        ) : (
          <Mail aria-hidden="true" className="size-5" />
        )}
        Send Reset Link
      </button>
      <FormError id={ERROR_ID} message={error} />
      <FormSuccess message={sent ? MESSAGES.resetLinkSent : null} />
    </form>
  );
}
