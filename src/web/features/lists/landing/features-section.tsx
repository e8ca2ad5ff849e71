import { CalendarDays, ListChecks, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { icon: ListChecks, key: 'sorted' },
  { icon: Users, key: 'together' },
  { icon: CalendarDays, key: 'plan' },
  { icon: Lock, key: 'keep' },
] as const;

/** The features section of the guest home page. */
export function FeaturesSection() {
  const { t } = useTranslation('lists');
  return (
    <section aria-labelledby="features" className="space-y-4">
      <h2 id="features" className="text-xl font-bold tracking-tight">
        {t('landing.features.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-3 rounded-2xl bg-emerald-50 p-4 dark:bg-emerald-950">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300"
            />
            <div>
              <h3 className="font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="text-slate-700 dark:text-slate-300">{t(`landing.features.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
