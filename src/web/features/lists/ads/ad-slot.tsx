import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-route';
import { useSession } from '@/providers/session';

// The ad's code and the site options load after the page, so the guest home's first load stays small.
const AdContent = lazyComponent(
  () => import('./ad-content'),
  (m) => m.AdContent,
);

/** The guests' ad slot (SPEC §6: guests see ads); signed-in users, free or Pro, never get one. */
export function AdSlot() {
  const { t } = useTranslation('lists');
  const { status } = useSession();
  if (status !== 'guest') {
    return null;
  }
  return (
    <aside
      aria-label={t('ads.label')}
      className="space-y-2 rounded-2xl border border-dashed border-slate-300 p-3 dark:border-slate-700"
    >
      <p
        aria-hidden="true"
        className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t('ads.label')}
      </p>
      <div className="min-h-16">
        <Suspense fallback={null}>
          <AdContent />
        </Suspense>
      </div>
    </aside>
  );
}
