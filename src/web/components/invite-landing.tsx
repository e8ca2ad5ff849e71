import { LogIn, MailOpen, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginLinks } from '@/lib/login-links';
import { BUTTON } from './button-styles';
import { CARD } from './surface-styles';

/**
 * What an invitation shows someone signed out: what they are invited to, and Create account or Sign in, each
 * bringing them back to `returnTo` (the invitation) afterwards.
 */
export function InviteLanding({ title, text, returnTo }: { title: string; text: string; returnTo: string }) {
  const links = loginLinks(returnTo);
  const { t } = useTranslation();
  return (
    <div className={`${CARD} space-y-4 text-center`}>
      <MailOpen aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <p className="text-slate-600 dark:text-slate-300">{t('invite.comeBack')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={links.signUp} className={BUTTON.primary}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('invite.createAccount')}
        </Link>
        <Link to={links.signIn} className={BUTTON.secondary}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('invite.signIn')}
        </Link>
      </div>
    </div>
  );
}
