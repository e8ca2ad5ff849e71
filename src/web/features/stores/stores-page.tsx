import { MESSAGES } from '@shared/messages';
import { Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBox } from '@/components/error-box';
import { OfflineNote } from '@/components/needs-connection';
import { PageSpinner } from '@/components/spinner';
import { useOffline } from '@/providers/live';
import { AddStoreForm } from './add-store-form';
import { StoreCard } from './store-card';
import { type Store, useStoreActions, useStores } from './use-stores';
import '@/i18n/english/stores';

/** A dialog's state: kept after closing, so its text does not change while it goes. */
interface Shown<T> {
  value: T;
  open: boolean;
}

const closed = <T,>(shown: Shown<T> | null) => shown && { ...shown, open: false };

/** /stores: the user's stores, each with the order its aisles are walked in. */
export function StoresPage() {
  const { t } = useTranslation('stores');
  const stores = useStores();
  const actions = useStoreActions();
  const offline = useOffline();
  const [deleting, setDeleting] = useState<Shown<Store> | null>(null);
  const [resetting, setResetting] = useState<Shown<Store> | null>(null);

  return (
    <section aria-labelledby="stores-heading" className="space-y-6">
      <title>{t('page.documentTitle')}</title>
      <div className="space-y-1">
        <h1 id="stores-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('page.heading')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('page.intro')}</p>
      </div>
      <OfflineNote offline={offline} what={t('page.offlineWhat')} />
      <AddStoreForm onAdd={actions.create} busy={actions.creating} disabled={offline} />
      {stores.data ? (
        stores.data.length > 0 ? (
          <ul aria-label={t('page.listLabel')} className="space-y-4">
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
        <PageSpinner label={t('page.loading')} />
      )}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.value.name ?? '' })}
        confirmLabel={t('delete.confirm')}
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
        title={t('reset.title')}
        message={t('reset.message', {
          name: resetting?.value.name ?? '',
          count: resetting?.value.trips ?? 0,
        })}
        confirmLabel={t('reset.confirm')}
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
  const { t } = useTranslation('stores');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-900">
      <StoreIcon aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h2 className="mt-3 text-lg font-semibold">{t('page.emptyTitle')}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('page.emptyText')}</p>
    </div>
  );
}
