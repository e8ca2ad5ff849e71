import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { hasPro } from '@/lib/pro';
import { call, messageOf } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import { TestModeNotice } from './test-mode-notice';
import '@/i18n/english/pro';

/** /test-portal: the built-in stand-in for the payment provider's subscription portal. */
export function TestPortalPage() {
  const { t } = useTranslation('pro');
  const { user, refresh } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isPro = hasPro(user);

  const cancel = async () => {
    setConfirming(false);
    setCancelling(true);
    setError(null);
    try {
      await call('cancelTestSubscription', {});
      await refresh();
      await navigate('/profile');
    } catch (failure) {
      setError(messageOf(failure));
      setCancelling(false);
    }
  };

  return (
    <section aria-labelledby="portal-heading" className="mx-auto max-w-md space-y-4">
      <title>{t('documentTitle', { title: t('portal.label') })}</title>
      <TestModeNotice />
      <div className={`${CARD} space-y-5`}>
        <h1 id="portal-heading" className="text-2xl font-bold tracking-tight">
          {t('portal.heading')}
        </h1>
        <dl className="flex items-center gap-3">
          <dt className="font-semibold">{t('portal.plan')}</dt>
          <dd className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
            {isPro ? (
              <>
                <Crown aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
                {t('portal.proActive')}
              </>
            ) : (
              t('portal.free')
            )}
          </dd>
        </dl>
        <FormError message={error} />
        {isPro ? (
          <button
            type="button"
            className={`${BUTTON.danger} w-full disabled:cursor-not-allowed disabled:opacity-60`}
            disabled={cancelling}
            onClick={() => setConfirming(true)}
          >
            {cancelling ? <SpinnerIcon /> : null}
            {t('portal.cancelSubscription')}
          </button>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            <Link to="/go-pro" className={TEXT_LINK}>
              {t('portal.seePlans')}
            </Link>
          </p>
        )}
        <Link to="/profile" className={`${BUTTON.secondary} w-full`}>
          {t('portal.backToProfile')}
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('portal.confirmTitle')}
        message={t('portal.confirmMessage')}
        confirmLabel={t('portal.confirmYes')}
        cancelLabel={t('portal.confirmNo')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      />
    </section>
  );
}
