import { MESSAGES } from '@shared/messages';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { ToastRegion } from '@/components/toast-region';
import { useToast } from '@/components/use-toast';
import { lazyComponent } from '@/lib/lazy-route';
import { AdSlot } from '../ads/ad-slot';
import { FloatingBars } from '../bars/floating-bars';
import { ResortWarning } from '../bars/resort-warning';
import { FeaturesSection } from '../landing/features-section';
import { HowItWorks } from '../landing/how-it-works';
import { ProUpsell } from '../landing/pro-upsell';
import { SortForm } from './sort-form';
import { useGuestList } from './use-guest-list';

// The sorted list loads once there is one, so a first visit's page stays as small as it was.
const GuestListView = lazyComponent(
  () => import('./guest-list-view'),
  (m) => m.GuestListView,
);

/**
 * The home page for guests: paste a list to sort it, or work with the sorted list kept on this device. The
 * toast outlives the list, so Start New List can be undone from the empty page.
 */
export function GuestHomePage() {
  const { t } = useTranslation('lists');
  const toast = useToast();
  const list = useGuestList(toast.show);
  const [startedOver, setStartedOver] = useState(0);
  const resort = list.items !== null && list.needsResort;
  const bars = (
    <FloatingBars bars={(resort ? 1 : 0) + (toast.toast ? 1 : 0)}>
      <ToastRegion toast={toast.toast} onDismiss={toast.dismiss} />
      {resort ? (
        <ResortWarning
          text={MESSAGES.resortWarning}
          onResort={() => void list.resort()}
          busy={list.busy.resorting}
        />
      ) : null}
    </FloatingBars>
  );
  if (list.upgrading) {
    return <PageSpinner label={t('guest.home.loading')} />;
  }
  if (list.items) {
    return (
      <div className="space-y-8">
        <Suspense fallback={<PageSpinner label={t('guest.home.loading')} />}>
          <GuestListView
            list={list}
            onStartOver={() => {
              list.clear();
              setStartedOver((count) => count + 1);
            }}
          />
        </Suspense>
        <ProUpsell />
        <AdSlot />
        {bars}
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <div className="space-y-5">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('guest.home.title')}</h1>
          <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t('guest.home.intro')}</p>
        </div>
        <SortForm onSort={list.sort} busy={list.busy.sorting} startedOver={startedOver} />
      </div>
      <HowItWorks />
      <FeaturesSection />
      <AdSlot />
      {bars}
    </div>
  );
}
