import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The label on every test-mode payment page, so nobody mistakes it for a real checkout. */
export function TestModeNotice() {
  const { t } = useTranslation('pro');
  return (
    <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
      {t('testMode.notice')}
    </p>
  );
}
