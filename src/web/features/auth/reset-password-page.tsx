import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { CARD } from '@/components/surface-styles';
import { AUTH_TEXT } from './auth-messages';
import { loginHref } from './login-modes';
import { NewPasswordForm } from './new-password-form';

/** Where a reset link lands: choose a new password, or learn that the link no longer works. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkBroken = searchParams.has('error') || token === '';
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <section aria-labelledby="reset-heading" className="mx-auto max-w-md">
      <title>Set a new password · Aislewise</title>
      <div className={`${CARD} space-y-6`}>
        <h1 id="reset-heading" className="text-2xl font-bold tracking-tight">
          Set a new password
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
  return (
    <div className="space-y-4">
      <FormError message={AUTH_TEXT.invalidResetLink} />
      <Link to={loginHref('reset', '/')} className={`${BUTTON.primary} w-full`}>
        Request a new link
      </Link>
    </div>
  );
}

function Changed() {
  return (
    <div className="space-y-4">
      <FormSuccess message={AUTH_TEXT.passwordChanged} />
      <Link to="/login" className={`${BUTTON.primary} w-full`}>
        <LogIn aria-hidden="true" className="size-5" />
        Sign In
      </Link>
    </div>
  );
}
