import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { LogIn, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useSession } from '@/providers/session';
import { nameFromEmail, signInWithEmail, signUpWithEmail } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { PASSWORD_LENGTH } from './auth-messages';
import { emailProblem, passwordProblem } from './validate-credentials';

interface CredentialsFormProps {
  mode: 'signIn' | 'signUp';
  email: string;
  onEmailChange: (email: string) => void;
  /** Rendered under the password field of the sign-in form (the "Forgot your password?" link). */
  passwordExtra?: ReactNode;
}

const ERROR_ID = 'credentials-error';

/** Sign in or sign up with e-mail and password; on success the session refreshes and the page moves on. */
export function CredentialsForm({ mode, email, onEmailChange, passwordExtra }: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const { refresh } = useSession();
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'email' | 'password' } | null>(null);
  const [pending, setPending] = useState(false);
  const isSignUp = mode === 'signUp';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    const badEmail = emailProblem(t, email);
    const badPassword = passwordProblem(t, password, isSignUp);
    if (badEmail || badPassword) {
      setError(
        badEmail ? { message: badEmail, field: 'email' } : { message: badPassword ?? '', field: 'password' },
      );
      return;
    }
    setError(null);
    setPending(true);
    try {
      if (isSignUp) {
        await signUpWithEmail(email.trim(), password, name.trim() || nameFromEmail(email));
      } else {
        await signInWithEmail(email.trim(), password);
      }
      // The login route sends a signed-in user on to `next` (or home) once the session knows.
      await refresh();
    } catch (failure) {
      const fallback = isSignUp ? t('errors.signUpFailed') : MESSAGES.signInFailed;
      setError({ message: authErrorMessage(t, failure, fallback) });
      setPending(false);
    }
  };

  const invalid = (field: 'email' | 'password') => error?.field === field;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoComplete={isSignUp ? 'email' : 'username'}
        inputMode="email"
        spellCheck={false}
        value={email}
        onValueChange={onEmailChange}
        invalid={invalid('email')}
        errorId={ERROR_ID}
      />
      <div className="space-y-1.5">
        <TextField
          label={t('fields.password')}
          type="password"
          required
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          minLength={isSignUp ? PASSWORD_LENGTH.min : undefined}
          maxLength={PASSWORD_LENGTH.max}
          hint={isSignUp ? t('fields.passwordHint', { min: PASSWORD_LENGTH.min }) : undefined}
          value={password}
          onValueChange={setPassword}
          invalid={invalid('password')}
          errorId={ERROR_ID}
        />
        {passwordExtra}
      </div>
      {isSignUp ? (
        <TextField
          label={t('fields.displayName')}
          autoComplete="nickname"
          maxLength={LIMITS.maxDisplayName}
          placeholder={nameFromEmail(email) || t('fields.namePlaceholder')}
          hint={t('fields.displayNameHint')}
          value={name}
          onValueChange={setName}
        />
      ) : null}
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={pending}>
        {pending ? (
          <Spinner
            label={isSignUp ? t('credentials.creatingAccount') : t('credentials.signingIn')}
            className="size-5"
          />
        ) : isSignUp ? (
          <UserPlus aria-hidden="true" className="size-5" />
        ) : (
          <LogIn aria-hidden="true" className="size-5" />
        )}
        {isSignUp ? t('credentials.createAccount') : t('credentials.signIn')}
      </button>
      <FormError id={ERROR_ID} message={error?.message ?? null} />
    </form>
  );
}
