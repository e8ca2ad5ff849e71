import { checkoutWayBack } from '@shared/checkout-return';
import type { TestCheckout } from '@shared/contract/billing';
import { MESSAGES } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ErrorBox } from '@/components/error-box';
import { FormError } from '@/components/form-message';
import { PageSpinner, SpinnerIcon } from '@/components/spinner';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { proPrice } from '@/lib/pro-price';
import { call, messageOf, RpcError } from '@/lib/rpc-client';
import { planById } from './pro-plans';
import { TestModeNotice } from './test-mode-notice';
import '@/i18n/english/pro';

/** /test-checkout/:id: the built-in stand-in for the payment page when no payment provider is configured. */
export function TestCheckoutPage() {
  const { t } = useTranslation('pro');
  const { id = '' } = useParams();
  const checkout = useQuery({
    queryKey: ['test-checkout', id],
    queryFn: ({ signal }) => call('getTestCheckout', { sessionId: id }, { signal }),
  });

  let body: ReactNode;
  if (checkout.data) {
    body = <CheckoutCard checkout={checkout.data} />;
  } else if (checkout.error instanceof RpcError && checkout.error.status === 'NOT_FOUND') {
    body = <CheckoutMissing message={checkout.error.message} />;
  } else if (checkout.isError) {
    body = <ErrorBox message={messageOf(checkout.error)} onRetry={() => void checkout.refetch()} />;
  } else {
    body = <PageSpinner label={t('checkout.opening')} />;
  }
  return (
    <section aria-label={t('checkout.label')} className="mx-auto max-w-md space-y-4">
      <title>{t('documentTitle', { title: t('checkout.label') })}</title>
      <TestModeNotice />
      {body}
    </section>
  );
}

function CheckoutCard({ checkout }: { checkout: TestCheckout }) {
  const { t, i18n } = useTranslation('pro');
  const navigate = useNavigate();
  // Where Stripe would send the browser back, as the server gave them: only paths of this site are followed.
  const [ways] = useSearchParams();
  const paid = checkoutWayBack(ways.get('success'), '/success');
  const cancelled = checkoutWayBack(ways.get('cancel'), '/go-pro?checkout=cancelled');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = planById(checkout.plan);

  const pay = async () => {
    setPaying(true);
    setError(null);
    try {
      await call('payTestCheckout', { sessionId: checkout.id });
      await navigate(paid);
    } catch (failure) {
      setError(messageOf(failure));
      setPaying(false);
    }
  };

  return (
    <div className={`${CARD} space-y-5`}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('checkout.product')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`plans.${plan.id}.checkoutName`)}</p>
      </div>
      <p>
        <span className="text-4xl font-bold tracking-tight">{proPrice(plan.id, i18n.language)}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">{t(`plans.${plan.id}.period`)}</span>
      </p>
      {checkout.status === 'paid' ? (
        <p className="text-slate-700 dark:text-slate-300">
          <Trans t={t} i18nKey="checkout.paid" components={{ go: <Link to="/" className={TEXT_LINK} /> }} />
        </p>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('checkout.explain')}</p>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={paying}
              onClick={() => void navigate(cancelled)}
            >
              {t('checkout.cancel')}
            </button>
            <button type="button" className={BUTTON.primary} disabled={paying} onClick={() => void pay()}>
              {paying ? <SpinnerIcon /> : null}
              {t('checkout.pay')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function CheckoutMissing({ message }: { message: string }) {
  const { t } = useTranslation('pro');
  const title = message === MESSAGES.testModeOff ? t('checkout.testModeOff') : t('checkout.notFound');
  return (
    <div className={`${CARD} space-y-3 text-center`}>
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500 dark:text-slate-400" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{message || MESSAGES.testCheckoutNotFound}</p>
      <Link to="/go-pro" className={`${BUTTON.primary} w-full`}>
        {t('checkout.backToGoPro')}
      </Link>
    </div>
  );
}
