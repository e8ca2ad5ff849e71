import { useState } from 'react';
import { AdSlot } from './ad-slot';
import { FeaturesSection } from './features-section';
import { GuestListView } from './guest-list-view';
import { HowItWorks } from './how-it-works';
import { ProUpsell } from './pro-upsell';
import { SortForm } from './sort-form';
import { useGuestList } from './use-guest-list';

/** The home page for guests: paste a list to sort it, or work with the sorted list kept on this device. */
export function GuestHomePage() {
  const list = useGuestList();
  const [startedOver, setStartedOver] = useState(false);
  if (list.items) {
    return (
      <div className="space-y-8">
        <GuestListView list={list} onStartOver={() => setStartedOver(true)} />
        <ProUpsell />
        <AdSlot />
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <div className="space-y-5">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Sort your grocery list by aisle</h1>
          <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">
            Paste your list and walk the store once: every item grouped the way the shop is laid out.
          </p>
        </div>
        <SortForm onSort={list.sort} busy={list.busy.sorting} startedOver={startedOver} />
      </div>
      <HowItWorks />
      <FeaturesSection />
      <AdSlot />
    </div>
  );
}
