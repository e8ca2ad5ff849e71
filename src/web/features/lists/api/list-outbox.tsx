import { REPLAY_BATCH } from '@shared/limits';
import { countItems } from '@shared/list-text';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { Outbox } from '@/lib/outbox';
import { outboxStorage } from '@/lib/outbox-storage';
import { useErrorBanner } from '@/providers/error-banner';
import { useLiveStatus } from '@/providers/live';
import { OutboxStatusProvider } from '@/providers/outbox-status';
import { useSession } from '@/providers/session';
import { upgradingStorage } from './legacy-queued-change';
import type { ListSummary, SavedList } from './list-cache';
import { listKeys } from './list-keys';
import { countQueuedWith, listVersions } from './list-versions';
import {
  applyQueued,
  type EditAnswer,
  isExact,
  type QueuedChange,
  sendEdit,
  sendEdits,
} from './queued-change';

type ListOutbox = Outbox<QueuedChange, EditAnswer>;

/** The longest the pages wait for the changes kept on the device before they render. */
const START_WAIT_MS = 1500;

const ListOutboxContext = createContext<ListOutbox | null>(null);

/**
 * The signed-in user's outbox of list changes, loaded from the device before the pages render (so a list opened
 * with no network shows the changes still waiting), sent on whenever the server can be reached.
 */
export function ListOutboxProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { t } = useTranslation('lists');
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const { showError } = useErrorBanner();
  const live = useLiveStatus();
  const [outbox] = useState(
    () =>
      new Outbox<QueuedChange, EditAnswer>({
        storage: upgradingStorage(outboxStorage(userId)),
        send: sendEdit,
        sendMany: sendEdits,
        batchSize: REPLAY_BATCH,
        saved: (change, answer) => {
          const versions = listVersions(queryClient, change.listId);
          // The server's copy now holds the change: shown from there, not from the queue.
          queryClient.setQueryData<SavedList>(
            listKeys.detail(change.listId),
            (list) => list && applyQueued(list, change),
          );
          versions.answered(answer.version, isExact(change));
          if (answer.warning) {
            showError(answer.warning);
          }
          void versions.settled({ failed: false });
        },
        refused: (change) => void listVersions(queryClient, change.listId).settled({ failed: true }),
        // Asking who is signed in sends the user to sign in; the queue waits on the device for them.
        signedOut: () => void refresh(),
      }),
  );
  const [started, setStarted] = useState(false);

  useEffect(() => {
    countQueuedWith(
      queryClient,
      (listId) => outbox.getState().queued.filter((change) => change.listId === listId).length,
    );
    // The device's queue is usually read in milliseconds; a slow IndexedDB must not hold the pages back, so
    // they render after a moment anyway and the kept changes join the queue when they arrive.
    const waited = setTimeout(() => setStarted(true), START_WAIT_MS);
    void outbox.start().then(() => setStarted(true));
    const resume = () => outbox.resume();
    window.addEventListener('online', resume);
    return () => {
      clearTimeout(waited);
      window.removeEventListener('online', resume);
      outbox.stop();
    };
  }, [outbox, queryClient]);

  // The live connection is back: the server answers again, so the queue goes now.
  useEffect(() => {
    if (live === 'online') {
      outbox.resume();
    }
  }, [live, outbox]);

  if (!started) {
    return <PageSpinner label={t('outbox.loading')} />;
  }
  return (
    <ListOutboxContext.Provider value={outbox}>
      <OutboxStatusProvider outbox={outbox}>{children}</OutboxStatusProvider>
    </ListOutboxContext.Provider>
  );
}

/** The user's outbox of list changes. */
export function useListOutbox(): ListOutbox {
  const outbox = useContext(ListOutboxContext);
  if (!outbox) {
    throw new Error('useListOutbox must be used inside ListOutboxProvider');
  }
  return outbox;
}

/** The changes to one list still waiting for the server, in the order made. */
export function useQueuedChanges(listId: string): readonly QueuedChange[] {
  const outbox = useListOutbox();
  const { queued } = useSyncExternalStore(outbox.subscribe, outbox.getState);
  return queued.filter((change) => change.listId === listId);
}

/**
 * The overview with the changes still waiting shown: a list renamed offline has its new name, and its count
 * follows the items added, deleted or cleared (from the list as last opened, when the device has it).
 */
export function useQueuedOverview(lists: readonly ListSummary[]): ListSummary[] {
  const queryClient = useQueryClient();
  const outbox = useListOutbox();
  const { queued } = useSyncExternalStore(outbox.subscribe, outbox.getState);
  return lists.map((summary) => {
    const changes = queued.filter((change) => change.listId === summary.id);
    if (changes.length === 0) {
      return summary;
    }
    const detail = queryClient.getQueryData<SavedList>(listKeys.detail(summary.id));
    if (!detail) {
      const renamed = changes.findLast((change) => change.procedure === 'updateListName');
      return renamed?.procedure === 'updateListName' ? { ...summary, name: renamed.input.name } : summary;
    }
    const shown = changes.reduce((list, change) => applyQueued(list, change), detail);
    return { ...summary, name: shown.name, itemCount: countItems(shown.items) };
  });
}
