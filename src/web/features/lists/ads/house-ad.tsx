import { ArrowRight, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { proPrice } from '@/lib/pro-price';

/** Our own ad for Pro, shown when no ad network is configured or it cannot load. */
export function HouseAd() {
  const { t, i18n } = useTranslation('lists');
  return (
    <Link
      to="/go-pro"
      className="flex min-h-11 items-center gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 transition hover:bg-amber-100 dark:bg-amber-950 dark:text-amber-50 dark:hover:bg-amber-900"
    >
      <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-amber-700 dark:text-amber-300" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">
          {t('ads.house.title', { price: proPrice('monthly', i18n.language) })}
        </span>
        <span className="block text-sm text-amber-900 dark:text-amber-200">{t('ads.house.text')}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </Link>
  );
}
