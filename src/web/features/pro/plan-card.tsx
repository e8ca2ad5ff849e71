import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { proPrice } from '@/lib/pro-price';
import type { ProPlan } from './pro-plans';

/** One plan: name, price and note, with `children` as its action (choose it, or sign up first). */
export function PlanCard({ plan, children }: { plan: ProPlan; children?: ReactNode }) {
  const { t, i18n } = useTranslation('pro');
  return (
    <li
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.bestValue
          ? 'border-emerald-600 ring-2 ring-emerald-600/30 dark:border-emerald-500'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      {plan.bestValue ? (
        <p className="absolute -top-3 right-5 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-3 py-0.5 text-sm font-semibold text-white dark:bg-emerald-600">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('plans.bestValue')}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">{t(`plans.${plan.id}.name`)}</h3>
      <p className="mt-2">
        <span className="text-4xl font-bold tracking-tight">{proPrice(plan.id, i18n.language)}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">{t(`plans.${plan.id}.period`)}</span>
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`plans.${plan.id}.note`)}</p>
      {children ? <div className="mt-5 flex flex-1 items-end">{children}</div> : null}
    </li>
  );
}
