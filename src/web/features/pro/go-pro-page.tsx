import { Check, CircleAlert, Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { TEXT_LINK } from '@/components/surface-styles';
import { hasPro, paysForPro, proThroughOther } from '@/lib/pro';
import { useSession } from '@/providers/session';
import { PlanAction } from './plan-action';
import { PlanCard } from './plan-card';
import { PRO_FEATURES, PRO_PLANS } from './pro-plans';
import { useCheckout } from './use-checkout';

/** The upgrade page: what Pro unlocks and the two plans (SPEC §2 Go-pro, §9 prices). */
export function GoProPage() {
  const { status, user } = useSession();
  const checkout = useCheckout();
  const isPro = hasPro(user);
  const proThrough = proThroughOther(user);
  return (
    <div className="space-y-10">
      <title>Go Pro · Aislewise</title>
      <CheckoutError message={checkout.error} />
      <header className="space-y-3 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 text-white shadow-md">
          <Crown aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Go Pro</h1>
        <p className="mx-auto max-w-xl text-lg text-slate-600 dark:text-slate-300">
          Plan the week's meals and turn them into one sorted shopping list.
        </p>
        {isPro ? (
          <div className="flex flex-col items-center gap-3">
            <p className="w-fit rounded-xl bg-emerald-50 px-4 py-2 font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {proThrough
                ? `You have Pro through ${proThrough}'s subscription.`
                : 'You have Pro. Thank you for supporting Aislewise!'}
            </p>
            {paysForPro(user) ? <ManageSubscriptionButton onError={checkout.setError} /> : null}
          </div>
        ) : null}
      </header>

      <section aria-labelledby="pro-unlocks" className="space-y-4">
        <h2 id="pro-unlocks" className="text-xl font-bold tracking-tight">
          What Pro unlocks
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {PRO_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="flex gap-3 rounded-2xl bg-emerald-50 p-4 sm:flex-col dark:bg-emerald-950"
            >
              <Check
                aria-hidden="true"
                className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300"
              />
              <div>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="text-slate-700 dark:text-slate-300">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pro-plans" className="space-y-4">
        <h2 id="pro-plans" className="text-xl font-bold tracking-tight">
          Plans
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRO_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              {isPro ? null : (
                <PlanAction
                  plan={plan}
                  status={status}
                  pending={checkout.pending}
                  onChoose={(id) => void checkout.start(id)}
                />
              )}
            </PlanCard>
          ))}
        </ul>
        {status === 'guest' ? (
          <p className="text-center text-slate-700 dark:text-slate-300">
            Pro belongs to your account.{' '}
            <Link to="/login?mode=signUp&next=%2Fgo-pro" className={TEXT_LINK}>
              Create an account
            </Link>{' '}
            or{' '}
            <Link to="/login?next=%2Fgo-pro" className={TEXT_LINK}>
              sign in
            </Link>{' '}
            first.
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** Checkout errors at the top of the page (SPEC §8), scrolled into view: on a phone the plans are far below. */
function CheckoutError({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) {
      ref.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [message]);
  if (!message) {
    return null;
  }
  return (
    <p
      ref={ref}
      role="alert"
      className="flex scroll-mt-4 items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
