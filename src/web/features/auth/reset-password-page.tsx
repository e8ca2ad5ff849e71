import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { CARD } from '@/components/surface-styles';
import { loginHref } from './login-modes';
import { NewPasswordForm } from './new-password-form';
import '@/i18n/english/auth';

/** Where a reset link lands: choose a new password, or learn that the link no longer works. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkBroken = searchParams.has('error') || token === '';
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <section aria-labelledby="reset-heading" className="mx-auto max-w-md">
      <title>{t('resetPassword.documentTitle')}</title>
      <div className={`${CARD} space-y-6`}>
        <h1 id="reset-heading" className="text-2xl font-bold tracking-tight">
          {t('resetPassword.heading')}
        </h1>
        {linkBroken || expired ? (
          <InvalidLink />
        ) : done ? (
          <Changed />
        ) : (
          <NewPasswordForm token={token} onDone={() => setDone(true)} onExpired={() => setExpired(true)} />
        )}
      </div>
    </section>
  );
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-4">
      <FormError message={t('errors.invalidResetLink')} />
      <Link to={loginHref('reset', '/')} className={`${BUTTON.primary} w-full`}>
        {t('resetPassword.requestNewLink')}
      </Link>
    </div>
  );
}

function Changed() {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-4">
      <FormSuccess message={t('resetPassword.changed')} />
      <Link to="/login" className={`${BUTTON.primary} w-full`}>
        <LogIn aria-hidden="true" className="size-5" />
        {t('resetPassword.signIn')}
      </Link>
    </div>
  );
}
