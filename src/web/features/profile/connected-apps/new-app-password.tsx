import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { CopyButton } from './copy-button';

/**
 * A password just made, shown this once with Copy and Done. It takes the focus as it appears, so a screen
 * reader hears it; Done forgets it for good.
 */
export function NewAppPassword({
  name,
  password,
  onDone,
}: {
  name: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
      className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 dark:border-amber-400 dark:bg-amber-950"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold break-words">
        {t('connectedApps.newPassword.title', { name })}
      </h3>
      <p id={`${id}-note`} className="flex items-start gap-2 font-medium text-amber-900 dark:text-amber-200">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('connectedApps.newPassword.shownOnce')}
      </p>
      <p className="rounded-lg bg-white px-3 py-2.5 font-mono text-lg break-all text-slate-900 select-all dark:bg-slate-900 dark:text-slate-100">
        {password}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={password} label={t('connectedApps.newPassword.copy')} />
        <button type="button" className={BUTTON.primary} onClick={onDone}>
          {t('connectedApps.newPassword.done')}
        </button>
      </div>
    </section>
  );
}
