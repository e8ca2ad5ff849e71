import { MailX, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD, TEXT_LINK } from './surface-styles';

/** An invitation that cannot be used: what is wrong, in words, and the way home. */
export function InviteProblem({
  icon,
  title,
  children,
}: {
  icon: 'account' | 'invalid';
  title: string;
  children: string;
}) {
  const Icon = icon === 'account' ? UserRoundX : MailX;
  const { t } = useTranslation();
  return (
    <div className={`${CARD} space-y-3 text-center`}>
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-500 dark:text-slate-400" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{children}</p>
      <p>
        <Link to="/" className={TEXT_LINK}>
          {t('invite.goToLists')}
        </Link>
      </p>
    </div>
  );
}
