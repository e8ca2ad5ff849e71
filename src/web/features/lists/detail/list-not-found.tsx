import { MESSAGES } from '@shared/messages';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';

/** A list that is gone, or no longer shared with this user: SPEC's words, why, and the way back. */
export function ListNotFound() {
  const { t } = useTranslation('lists');
  return (
    <section aria-labelledby="list-not-found" className="py-12 text-center">
      <title>{t('documentTitle', { title: MESSAGES.loadListFailed })}</title>
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500 dark:text-slate-400" />
      <h1 id="list-not-found" className="mt-3 text-2xl font-bold tracking-tight">
        {MESSAGES.loadListFailed}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{MESSAGES.listNotFound}</p>
      <Link to="/" className={`${BUTTON.primary} mt-6`}>
        {t('detail.backToLists')}
      </Link>
    </section>
  );
}
