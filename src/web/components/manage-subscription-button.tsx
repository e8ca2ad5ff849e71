import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingErrorMessage } from '@/lib/billing-error';
import { call } from '@/lib/rpc-client';
import { usePageRestore } from '@/lib/use-page-restore';
import { BUTTON } from './button-styles';
import { SpinnerIcon } from './spinner';

/**
 * Manage Subscription (SPEC §2 Profile): opens the payment provider's subscription portal, or the test-mode
 * portal, in this tab. Failures go to `onError`, which each screen shows at its top.
 */
export function ManageSubscriptionButton({
  onError,
  className = '',
}: {
  onError: (message: string) => void;
  className?: string;
}) {
  const [opening, setOpening] = useState(false);
  const { t } = useTranslation();
  usePageRestore(() => setOpening(false));

  const open = async () => {
    setOpening(true);
    try {
      const { url } = await call('createPortalSession', {});
      // Stays busy until the browser has left for the portal.
      window.location.assign(url);
    } catch (failure) {
      onError(billingErrorMessage(failure));
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      className={`${BUTTON.secondary} ${className}`}
      disabled={opening}
      onClick={() => void open()}
    >
      {opening ? <SpinnerIcon /> : <Settings aria-hidden="true" className="size-5" />}
      {t('subscription.manage')}
    </button>
  );
}
