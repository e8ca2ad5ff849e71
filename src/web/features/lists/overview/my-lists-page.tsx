import { LIMITS } from '@shared/limits';
import { DEFAULT_LIST_NAME } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import { ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConnectionStatus } from '@/components/connection-status';
import { ErrorBox } from '@/components/error-box';
import { InputDialog } from '@/components/input-dialog';
import { Spinner } from '@/components/spinner';
import { ToastRegion } from '@/components/toast-region';
import { useToast } from '@/components/use-toast';
import { hasPro } from '@/lib/pro';
import { useSession } from '@/providers/session';
import type { ListSummary } from '../api/list-cache';
import { useQueuedOverview } from '../api/list-outbox';
import { useLists } from '../api/use-lists';
import { useOverviewActions } from '../api/use-overview-actions';
import { FloatingBars } from '../bars/floating-bars';
import { ShareDialog } from '../share/share-dialog';
import { GuestListOffer } from './guest-list-offer';
import { ListAllowance, ListAllowancePlaceholder, ListLimitNotice, useListAllowance } from './list-allowance';
import { ListCard } from './list-card';
import { useArrivalToast } from './use-arrival-toast';

/** The signed-in home (SPEC §2 List overview): the user's lists, newest first, kept live. */
export function MyListsPage() {
  const { t } = useTranslation('lists');
  const { user } = useSession();
  const lists = useLists();
  const shown = useQueuedOverview(lists.data ?? []);
  const actions = useOverviewActions();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const allowance = useListAllowance(shown);
  const toast = useToast();
  useArrivalToast(toast.show);
  // A free account that owns all its lists learns so here, with the way to Go Pro, not after naming one.
  const startCreating = () => {
    if (allowance && allowance.owned >= allowance.limit) {
      setLimitReached(true);
    } else {
      setCreating(true);
    }
  };
  // Each dialog keeps its list after closing, so its text does not change while it fades out.
  const [sharing, setSharing] = useState<{ list: ListSummary; open: boolean } | null>(null);
  const [dropping, setDropping] = useState<{ list: ListSummary; open: boolean } | null>(null);
  // The card offers Delete when the list may be deleted, else Leave: the dialog follows the same choice.
  const deletesDropping = dropping?.list.abilities.delete === true;

  const create = async (name: string) => {
    const id = await actions.create(name);
    setCreating(false);
    if (id) {
      await navigate(`/lists/${id}`);
    }
  };

  return (
    <section aria-labelledby="my-lists-heading" className="space-y-6">
      <title>{t('documentTitle', { title: t('overview.heading') })}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 id="my-lists-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('overview.heading')}
          </h1>
          <ConnectionStatus />
          {allowance ? (
            <ListAllowance {...allowance} />
          ) : user && !hasPro(user) ? (
            <ListAllowancePlaceholder />
          ) : null}
        </div>
        <button type="button" className={BUTTON.primary} onClick={startCreating}>
          <Plus aria-hidden="true" className="size-5" />
          {t('overview.create')}
        </button>
      </div>
      {limitReached && allowance && allowance.owned >= allowance.limit ? (
        <ListLimitNotice limit={allowance.limit} onClose={() => setLimitReached(false)} />
      ) : null}
      <GuestListOffer />
      {lists.data ? (
        lists.data.length > 0 ? (
          <ul className="space-y-3">
            {shown.map((list) => (
              <ListCard
                key={list.id}
                list={list}
                ownedByMe={list.ownerId === user?.uid}
                onShare={() => setSharing({ list, open: true })}
                onDrop={() => setDropping({ list, open: true })}
              />
            ))}
          </ul>
        ) : (
          <EmptyState />
        )
      ) : lists.isError ? (
        <ErrorBox message={MESSAGES.loadFailed} onRetry={() => void lists.refetch()} />
      ) : (
        <div className="flex justify-center py-12 text-emerald-700 dark:text-emerald-400">
          <Spinner label={t('overview.loading')} className="size-8" />
        </div>
      )}
      <FloatingBars bars={toast.toast ? 1 : 0}>
        <ToastRegion toast={toast.toast} onDismiss={toast.dismiss} />
      </FloatingBars>
      <InputDialog
        open={creating}
        title={t('overview.create')}
        label={t('overview.listName')}
        defaultValue={DEFAULT_LIST_NAME}
        submitLabel={t('overview.createSubmit')}
        maxLength={LIMITS.maxListName}
        busy={actions.creating}
        onSubmit={(name) => void create(name)}
        onCancel={() => setCreating(false)}
      />
      <ShareDialog
        open={sharing?.open ?? false}
        list={sharing?.list ?? null}
        onClose={() => setSharing((shown) => shown && { ...shown, open: false })}
      />
      <ConfirmDialog
        open={dropping?.open ?? false}
        title={deletesDropping ? t('overview.drop.deleteTitle') : t('overview.drop.leaveTitle')}
        message={
          deletesDropping
            ? t('overview.drop.deleteMessage', { name: dropping?.list.name ?? '' })
            : t('overview.drop.leaveMessage', { name: dropping?.list.name ?? '' })
        }
        confirmLabel={deletesDropping ? t('overview.drop.delete') : t('overview.drop.leave')}
        onCancel={() => setDropping((shown) => shown && { ...shown, open: false })}
        onConfirm={() => {
          if (dropping) {
            (deletesDropping ? actions.deleteList : actions.leaveList)(dropping.list.id);
          }
          setDropping((shown) => shown && { ...shown, open: false });
        }}
      />
    </section>
  );
}

function EmptyState() {
  const { t } = useTranslation('lists');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-900">
      <ListPlus aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h2 className="mt-3 text-lg font-semibold">{MESSAGES.noLists}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('overview.empty')}</p>
    </div>
  );
}
