import { MESSAGES } from '@shared/messages';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-message';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { safeNextPath } from '@/lib/safe-next-path';
import { CredentialsForm } from './credentials-form';
import { loginHref, loginModeOf } from './login-modes';
import { ProviderButtons } from './provider-buttons';
import { ResetRequestForm } from './reset-request-form';
import '@/i18n/english/auth';

/** The login page: sign in, create an account, or ask for a reset link (SPEC §4 auth form). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const mode = loginModeOf(searchParams.get('mode'));
  const next = safeNextPath(searchParams.get('next'));
  // Shared by the three modes, so switching mode keeps the typed address.
  const [email, setEmail] = useState('');
  const title = t(`titles.${mode}`);

  return (
    <section aria-labelledby="login-heading" className="mx-auto max-w-md">
      <title>{t('documentTitle', { title })}</title>
      <div className={`${CARD} space-y-6`}>
        <div className="space-y-1.5">
          <h1 id="login-heading" className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <p className="text-slate-600 dark:text-slate-300">{t(`intros.${mode}`)}</p>
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
                    {t('titles.reset')}
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
          <Trans
            t={t}
            i18nKey="login.newHere"
            components={{ go: <Link to={loginHref('signUp', next)} className={TEXT_LINK} /> }}
          />
        ) : mode === 'signUp' ? (
          <Trans
            t={t}
            i18nKey="login.haveAccount"
            components={{ go: <Link to={loginHref('signIn', next)} className={TEXT_LINK} /> }}
          />
        ) : (
          <Link to={loginHref('signIn', next)} className={`${TEXT_LINK} inline-flex items-center gap-1.5`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('login.backToSignIn')}
          </Link>
        )}
      </p>
    </section>
  );
}
