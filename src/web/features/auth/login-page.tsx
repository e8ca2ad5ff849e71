import { MESSAGES } from '@shared/messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-message';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { safeNextPath } from '@/lib/safe-next-path';
import { CredentialsForm } from './credentials-form';
import { LOGIN_TITLES, loginHref, loginModeOf } from './login-modes';
import { ProviderButtons } from './provider-buttons';
import { ResetRequestForm } from './reset-request-form';

const INTROS = {
  signIn: 'Welcome back. Your lists, meals and plan are waiting.',
  signUp: 'Keep many lists, share them with your household and plan your meals.',
  reset: 'Type the e-mail you signed up with and we will send you a link to choose a new password.',
} as const;

/** The login page: sign in, create an account, or ask for a reset link (SPEC §4 auth form). */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const mode = loginModeOf(searchParams.get('mode'));
  const next = safeNextPath(searchParams.get('next'));
  // Shared by the three modes, so switching mode keeps the typed address.
  const [email, setEmail] = useState('');

  return (
    <section aria-labelledby="login-heading" className="mx-auto max-w-md">
      <title>{`${LOGIN_TITLES[mode]} · Aislewise`}</title>
      <div className={`${CARD} space-y-6`}>
        <div className="space-y-1.5">
          <h1 id="login-heading" className="text-2xl font-bold tracking-tight">
            {LOGIN_TITLES[mode]}
          </h1>
          <p className="text-slate-600 dark:text-slate-300">{INTROS[mode]}</p>
        </div>
        {searchParams.has('error') && mode === 'signIn' ? (
          <FormError message={MESSAGES.signInFailed} />
        ) : null}
        {mode === 'reset' ? (
          <ResetRequestForm email={email} onEmailChange={setEmail} />
        ) : (
          <CredentialsForm
            key={mode}
            mode={mode}
            email={email}
            onEmailChange={setEmail}
            passwordExtra={
              mode === 'signIn' ? (
                <p className="text-right text-sm">
                  <Link to={loginHref('reset', next)} className={TEXT_LINK}>
                    Forgot your password?
                  </Link>
                </p>
              ) : null
            }
          />
        )}
        {mode === 'reset' ? null : <ProviderButtons next={next} />}
      </div>
      <p className="mt-6 text-center text-slate-700 dark:text-slate-300">
        {mode === 'signIn' ? (
          <>
            New to Aislewise?{' '}
            <Link to={loginHref('signUp', next)} className={TEXT_LINK}>
              Create an account
            </Link>
          </>
        ) : mode === 'signUp' ? (
          <>
            Already have an account?{' '}
            <Link to={loginHref('signIn', next)} className={TEXT_LINK}>
              Sign in
            </Link>
          </>
        ) : (
          <Link to={loginHref('signIn', next)} className={`${TEXT_LINK} inline-flex items-center gap-1.5`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Sign In
          </Link>
        )}
      </p>
    </section>
  );
}
