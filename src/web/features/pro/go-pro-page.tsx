import { checkoutWasCancelled } from '@shared/checkout-return';
import type { PlanId } from '@shared/contract/billing';
import { MESSAGES } from '@shared/messages';
import { Check, CircleAlert, Crown, Info } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { TEXT_LINK } from '@/components/surface-styles';
import { hasPro, paysForPro, proThroughOther } from '@/lib/pro';
import { useSession } from '@/providers/session';
import { PlanAction } from './plan-action';
import { PlanCard } from './plan-card';
import { PRO_FEATURES, PRO_PLANS } from './pro-plans';
import { useCheckout } from './use-checkout';
import '@/i18n/english/pro';

/** The upgrade page: what Pro unlocks and the two plans (SPEC §2 Go-pro, §9 prices). */
export function GoProPage() {
  const { t } = useTranslation('pro');
  const { status, user } = useSession();
  const checkout = useCheckout();
  const isPro = hasPro(user);
  const proThrough = proThroughOther(user);
  const cancelled = checkoutWasCancelled(useLocation().search);
  // A guest's press on a plan: SPEC's words, with the ways to an account.
  const [signInFirst, setSignInFirst] = useState(false);
  const choose = (plan: PlanId) => {
    if (status === 'guest') {
      setSignInFirst(true);
    } else {
      void checkout.start(plan);
    }
  };
  return (
    <div className="space-y-10">
      <title>{t('documentTitle', { title: t('goPro.heading') })}</title>
      {signInFirst && status === 'guest' ? (
        <CheckoutError>
          <SignInFirst />
        </CheckoutError>
      ) : null}
      {checkout.error ? <CheckoutError>{checkout.error}</CheckoutError> : null}
      {cancelled && !isPro && !checkout.error ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 font-medium text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{MESSAGES.checkoutCancelled}</span>
        </p>
      ) : null}
      <header className="space-y-3 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 text-white shadow-md">
          <Crown aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('goPro.heading')}</h1>
        <p className="mx-auto max-w-xl text-lg text-slate-600 dark:text-slate-300">{t('goPro.intro')}</p>
        {isPro ? (
          <div className="flex flex-col items-center gap-3">
            <p className="w-fit rounded-xl bg-emerald-50 px-4 py-2 font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {proThrough ? t('goPro.proThrough', { name: proThrough }) : t('goPro.thanks')}
            </p>
            {paysForPro(user) ? <ManageSubscriptionButton onError={checkout.setError} /> : null}
          </div>
        ) : null}
      </header>

      <section aria-labelledby="pro-unlocks" className="space-y-4">
        <h2 id="pro-unlocks" className="text-xl font-bold tracking-tight">
          {t('goPro.unlocks')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {PRO_FEATURES.map((feature) => (
            <li
              key={feature}
              className="flex gap-3 rounded-2xl bg-emerald-50 p-4 sm:flex-col dark:bg-emerald-950"
            >
              <Check
                aria-hidden="true"
                className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300"
              />
              <div>
                <h3 className="font-semibold">{t(`features.${feature}.title`)}</h3>
                <p className="text-slate-700 dark:text-slate-300">{t(`features.${feature}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pro-plans" className="space-y-4">
        <h2 id="pro-plans" className="text-xl font-bold tracking-tight">
          {t('goPro.plans')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRO_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              {isPro ? null : (
                <PlanAction plan={plan} status={status} pending={checkout.pending} onChoose={choose} />
              )}
            </PlanCard>
          ))}
        </ul>
        {status === 'guest' ? (
          <p className="text-center text-slate-700 dark:text-slate-300">
            <SignInFirst />
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** SPEC §5's rule for subscribing, with the ways to an account that come back here. */
function SignInFirst() {
  const { t } = useTranslation('pro');
  return (
    <>
      {MESSAGES.subscribeSignIn}{' '}
      <Trans
        t={t}
        i18nKey="goPro.signInFirst"
        components={{
          signUp: <Link to="/login?mode=signUp&next=%2Fgo-pro" className={TEXT_LINK} />,
          signIn: <Link to="/login?next=%2Fgo-pro" className={TEXT_LINK} />,
        }}
      />
    </>
  );
}

/** Checkout errors at the top of the page (SPEC §8), scrolled into view: on a phone the plans are far below. */
function CheckoutError({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <p
      ref={ref}
      role="alert"
      className="flex scroll-mt-4 items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
