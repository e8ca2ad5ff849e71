import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';

/** Shown for an address the app has no page for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="py-12 text-center">
      <title>{t('notFound.documentTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Link to="/" className={`${BUTTON.primary} mt-6`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
