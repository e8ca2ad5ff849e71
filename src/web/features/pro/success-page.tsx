import { MESSAGES } from '@shared/messages';
import { BadgeCheck, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { SpinnerIcon } from '@/components/spinner';
import { CARD } from '@/components/surface-styles';
import { hasPro } from '@/lib/pro';
import { useSession } from '@/providers/session';
import { useActivationPhase } from './use-activation-phase';
import '@/i18n/english/pro';

/**
 * /success, where a paid checkout returns (SPEC §2): waits for Pro to be active, then goes back after 2 s to
 * the page the checkout started from (issue 18), or home.
 */
export function SuccessPage() {
  const { t } = useTranslation('pro');
  const { user } = useSession();
  const phase = useActivationPhase(hasPro(user));
  return (
    <section aria-labelledby="success-heading" className="mx-auto max-w-md">
      <title>{t('success.documentTitle')}</title>
      <div className={`${CARD} space-y-4 text-center`}>
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-emerald-700 dark:text-emerald-400" />
        <h1 id="success-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {MESSAGES.paymentSuccessful}
        </h1>
        {/* One status region for every phase, so each change is read out. */}
        <div role="status" className="space-y-4 text-slate-700 dark:text-slate-300">
          {phase === 'finalizing' ? (
            <p className="flex items-center justify-center gap-3 text-emerald-800 dark:text-emerald-300">
              <SpinnerIcon className="size-6" />
              {MESSAGES.finalizingAccount}
            </p>
          ) : null}
          {phase === 'active' ? (
            <p className="flex items-start justify-center gap-2 font-medium text-emerald-800 dark:text-emerald-200">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{t('success.active')}</span>
            </p>
          ) : null}
          {phase === 'slow' ? <p>{MESSAGES.activationSlow}</p> : null}
        </div>
        {phase === 'slow' ? (
          <Link to="/" className={`${BUTTON.primary} w-full`}>
            {t('success.goToLists')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
