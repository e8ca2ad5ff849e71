import { useTranslation } from 'react-i18next';

const STEPS = ['paste', 'sort', 'shop'] as const;

/** The three steps of the guest home page. */
export function HowItWorks() {
  const { t } = useTranslation('lists');
  return (
    <section aria-labelledby="how-it-works" className="space-y-4">
      <h2 id="how-it-works" className="text-xl font-bold tracking-tight">
        {t('landing.howItWorks.heading')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{t(`landing.howItWorks.${step}.title`)}</h3>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`landing.howItWorks.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
