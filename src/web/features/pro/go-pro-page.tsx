import { Check, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { TEXT_LINK } from '../../components/surface-styles';
import { PRO_FEATURES, PRO_PLANS, type ProPlan } from './pro-plans';

/** The upgrade page: what Pro unlocks and the two plans (SPEC §2 Go-pro, §9 prices). */
export function GoProPage() {
  const { status, user } = useSession();
  const isPro = user?.subscriptionStatus === 'active';
  return (
    <div className="space-y-10">
      <title>Go Pro · Aislewise</title>
      <header className="space-y-3 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 text-white shadow-md">
          <Crown aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Go Pro</h1>
        <p className="mx-auto max-w-xl text-lg text-slate-600 dark:text-slate-300">
          Plan the week's meals and turn them into one sorted shopping list.
        </p>
        {isPro ? (
          <p className="mx-auto w-fit rounded-xl bg-emerald-50 px-4 py-2 font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            You have Pro. Thank you for supporting Aislewise!
          </p>
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
            <PlanCard key={plan.id} plan={plan} />
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

function PlanCard({ plan }: { plan: ProPlan }) {
  return (
    <li
      className={`relative rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.bestValue
          ? 'border-emerald-600 ring-2 ring-emerald-600/30 dark:border-emerald-500'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      {plan.bestValue ? (
        <p className="absolute -top-3 right-5 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-3 py-0.5 text-sm font-semibold text-white dark:bg-emerald-600">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Best Value
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p className="mt-2">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">{plan.period}</span>
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{plan.note}</p>
    </li>
  );
}
