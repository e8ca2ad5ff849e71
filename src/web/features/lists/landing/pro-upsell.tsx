import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { proPrice } from '@/lib/pro-price';

/** The Pro upsell guests see once their list is sorted. */
export function ProUpsell() {
  const { t, i18n } = useTranslation('lists');
  return (
    <aside
      aria-labelledby="pro-upsell"
      className="rounded-2xl bg-gradient-to-br from-emerald-700 to-teal-800 p-5 text-white shadow-md"
    >
      <h2 id="pro-upsell" className="flex items-center gap-2 text-lg font-bold">
        <Crown aria-hidden="true" className="size-5" />{' '}
        {t('landing.proUpsell.title', { price: proPrice('monthly', i18n.language) })}
      </h2>
      <p className="mt-2 text-emerald-50">{t('landing.proUpsell.text')}</p>
      <Link
        to="/go-pro"
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-emerald-900 hover:bg-emerald-50"
      >
        {t('landing.proUpsell.link')}
      </Link>
    </aside>
  );
}
