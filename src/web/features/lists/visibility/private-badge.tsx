import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Marks a list only its creator (and whom they shared it with) sees. */
export function PrivateBadge() {
  const { t } = useTranslation('lists');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <Lock aria-hidden="true" className="size-3" />
      {t('visibility.badge')}
    </span>
  );
}
