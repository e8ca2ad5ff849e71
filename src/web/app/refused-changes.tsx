import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { useTimedFlag } from '@/lib/use-timed-flag';
import { useOutboxStatus } from '@/providers/outbox-status';

/**
 * Changes made on this device that the server would not take when they were sent (the list was deleted or is no
 * longer shared, the item was deleted meanwhile): each with the reason, and the typed text offered for copying,
 * so nothing is lost without the user knowing. Stays, also after a reload, until the user dismisses it.
 */
export function RefusedChanges() {
  const { refused, dismissRefused } = useOutboxStatus();
  const [copied, flagCopied] = useTimedFlag(2000);
  const { t } = useTranslation();
  if (refused.length === 0) {
    return null;
  }
  const text = refused
    .map((entry) => entry.change.text)
    .filter((typed) => typed.trim() !== '')
    .join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      flagCopied();
    } catch (error) {
      // The texts stay on screen to select by hand.
      console.warn('Copy failed', error);
    }
  };
  return (
    <section
      aria-labelledby="refused-changes"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="refused-changes" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('refusedChanges.title', { count: refused.length })}
      </h2>
      <ul className="mt-2 space-y-1.5">
        {refused.map(({ change, reason }) => (
          <li key={change.changeId}>
            <Trans
              t={t}
              i18nKey="refusedChanges.entry"
              values={{ label: change.label, place: change.place, reason }}
              components={{ strong: <span className="font-medium" /> }}
            />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        {text ? (
          <button type="button" className={BUTTON.secondary} onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <span aria-live="polite">
              {copied ? t('refusedChanges.copied') : t('refusedChanges.copyText')}
            </span>
          </button>
        ) : null}
        <button type="button" className={BUTTON.secondary} onClick={dismissRefused}>
          {t('refusedChanges.dismiss')}
        </button>
      </div>
    </section>
  );
}
