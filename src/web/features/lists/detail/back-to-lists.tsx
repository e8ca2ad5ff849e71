import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the overview (SPEC §2: Back to My Lists). */
export function BackToLists() {
  const { t } = useTranslation('lists');
  return (
    <Link
      to="/"
      className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.backToLists')}
    </Link>
  );
}
