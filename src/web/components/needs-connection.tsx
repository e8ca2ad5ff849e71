import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said on a button that cannot work offline, beside its own words, while the server is out of reach. */
export function NeedsConnection({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  return offline ? <span className="text-xs font-normal">{t('connectionNeeded.button')}</span> : null;
}

/** Said at the top of a page whose actions all need the server, while it is out of reach. */
export function OfflineNote({ offline, what }: { offline: boolean; what: string }) {
  const { t } = useTranslation();
  if (!offline) {
    return null;
  }
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{t('connectionNeeded.offlineNote', { what })}</span>
    </p>
  );
}
