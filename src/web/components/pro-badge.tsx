import { useTranslation } from 'react-i18next';

/** The small PRO badge on Pro-only controls; `className` places it (the tab bar pins it to the icon on phones). */
export function ProBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-md bg-amber-100 px-1 py-px text-[0.625rem] font-bold leading-tight tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100 ${className}`}
    >
      {t('proBadge')}
    </span>
  );
}
