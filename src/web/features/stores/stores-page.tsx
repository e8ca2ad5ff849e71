import { MESSAGES } from '@shared/messages';
import { Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBox } from '@/components/error-box';
import { OfflineNote } from '@/components/needs-connection';
import { PageSpinner } from '@/components/spinner';
import { useOffline } from '@/providers/live';
import { AddStoreForm } from './add-store-form';
import { StoreCard } from './store-card';
import { tripCount } from './trips-text';
import { type Store, useStoreActions, useStores } from './use-stores';

/** A dialog's state: kept after closing, so its text does not change while it goes. */
interface Shown<T> {
  value: T;
  open: boolean;
}

const closed = <T,>(shown: Shown<T> | null) => shown && { ...shown, open: false };

/** /stores: the user's stores, each with the order its aisles are walked in. */
export function StoresPage() {
  const stores = useStores();
  const actions = useStoreActions();
  const offline = useOffline();
  const [deleting, setDeleting] = useState<Shown<Store> | null>(null);
  const [resetting, setResetting] = useState<Shown<Store> | null>(null);

  return (
    <section aria-labelledby="stores-heading" className="space-y-6">
      <title>Stores · Aislewise</title>
      <div className="space-y-1">
        <h1 id="stores-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Stores
        </h1>
        <p className="text-slate-600 dark:text-slate-300">
          Set a list to a store and it is shown in the order you walk that store.
        </p>
      </div>
      <OfflineNote offline={offline} what="Stores" />
      <AddStoreForm onAdd={actions.create} busy={actions.creating} disabled={offline} />
      {stores.data ? (
        stores.data.length > 0 ? (
          <ul aria-label="Your stores" className="space-y-4">
            {stores.data.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                offline={offline}
                resetting={actions.resettingId === store.id}
                onRename={(name) => actions.rename(store.id, name)}
                onDelete={() => setDeleting({ value: store, open: true })}
                onReset={() => setResetting({ value: store, open: true })}
              />
            ))}
          </ul>
        ) : (
          <EmptyState />
        )
      ) : stores.isError ? (
        <ErrorBox message={MESSAGES.loadFailed} onRetry={() => void stores.refetch()} />
      ) : (
        <PageSpinner label="Loading your stores…" />
      )}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="Delete this store?"
        message={`“${deleting?.value.name ?? ''}” will be deleted. Lists set to it keep their items and go back to the default order.`}
        confirmLabel="Delete store"
        onCancel={() => setDeleting(closed)}
        onConfirm={() => {
          if (deleting) {
            actions.remove(deleting.value.id);
          }
          setDeleting(closed);
        }}
      />
      <ConfirmDialog
        open={resetting?.open ?? false}
        title="Reset the learned order?"
        message={`The order of “${resetting?.value.name ?? ''}” was learned from ${tripCount(resetting?.value.trips ?? 0)}. They are forgotten, and it is learned again from your next trips. An order you set by hand stays.`}
        confirmLabel="Reset learned order"
        onCancel={() => setResetting(closed)}
        onConfirm={() => {
          if (resetting) {
            actions.resetLearned(resetting.value.id);
          }
          setResetting(closed);
        }}
      />
    </section>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-900">
      <StoreIcon aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h2 className="mt-3 text-lg font-semibold">No stores yet</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Add the stores you shop at, then put their aisles in the order you walk them.
      </p>
    </div>
  );
}
