import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { TextField } from '@/components/text-field';
import { AuthError } from '@/lib/auth-request';
import { useSession } from '@/providers/session';
import { resetPassword } from './auth-api';
import { authErrorMessage } from './auth-errors';
import { PASSWORD_LENGTH } from './auth-messages';
import { loginHref } from './login-modes';
import { passwordProblem } from './validate-credentials';

const ERROR_ID = 'reset-password-error';

/** The new password, twice; a dead token is reported to the page, which then offers a new link. */
export function NewPasswordForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('auth');
  const { refresh } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'password' | 'confirm' } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) {
      return;
    }
    const problem = passwordProblem(t, password, true);
    if (problem) {
      setError({ message: problem, field: 'password' });
      return;
    }
    if (confirm !== password) {
      setError({ message: t('errors.passwordsDiffer'), field: 'confirm' });
      return;
    }
    setError(null);
    setPending(true);
    try {
      await resetPassword(token, password);
      // A reset may end every session of the account: let the header catch up.
      await refresh();
      onDone();
    } catch (failure) {
      if (isDeadToken(failure)) {
        onExpired();
        return;
      }
      setError({ message: authErrorMessage(t, failure, t('errors.resetFailed')) });
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('fields.newPassword')}
        type="password"
        required
        autoComplete="new-password"
        minLength={PASSWORD_LENGTH.min}
        maxLength={PASSWORD_LENGTH.max}
        hint={t('fields.passwordHint', { min: PASSWORD_LENGTH.min })}
        value={password}
        onValueChange={setPassword}
        invalid={error?.field === 'password'}
        errorId={ERROR_ID}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        required
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        value={confirm}
        onValueChange={setConfirm}
        invalid={error?.field === 'confirm'}
        errorId={ERROR_ID}
      />
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={pending}>
        {pending ? (
          <Spinner label={t('resetPassword.saving')} className="size-5" />
        ) : (
          <KeyRound aria-hidden="true" className="size-5" />
        )}
        {t('resetPassword.submit')}
      </button>
      <FormError id={ERROR_ID} message={error?.message ?? null} />
      <p className="text-center text-sm">
        <Link to={loginHref('signIn', '/')} className={TEXT_LINK}>
          {t('login.backToSignIn')}
        </Link>
      </p>
    </form>
  );
}

/** better-auth answers a used, expired or unknown token with 400 INVALID_TOKEN. */
function isDeadToken(failure: unknown): boolean {
  if (!(failure instanceof AuthError) || failure.status !== 400) {
    return false;
  }
  return failure.code === undefined || failure.code === 'INVALID_TOKEN' || failure.code === 'TOKEN_EXPIRED';
}
