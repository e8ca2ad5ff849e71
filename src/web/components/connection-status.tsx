import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@/lib/live-socket';
import { useLiveStatus } from '@/providers/live';
import { useOutboxStatus } from '@/providers/outbox-status';

/** What the chip shows: the connection, or the changes made offline being sent once it is back. */
type Shown = ConnectionState | 'syncing';

const DOT: Record<Shown, string> = {
  unknown: 'bg-slate-400',
  online: 'bg-emerald-500',
  offline: 'bg-amber-500',
  syncing: 'bg-sky-500',
};

/**
 * A small dot and word for the connection (SPEC §4: Unknown, Online, Offline). Changes waiting on the device for
 * the server are counted ("Offline · 3 changes waiting"), and say "Syncing…" while the server takes them.
 */
export function ConnectionStatus() {
  const live = useLiveStatus();
  const { queued, behind } = useOutboxStatus();
  const { t } = useTranslation();
  const waiting = behind ? queued.length : 0;
  const shown: Shown = waiting === 0 ? live : live === 'online' ? 'syncing' : 'offline';
  const text =
    waiting > 0 && shown === 'offline'
      ? t('connection.offlineWaiting', { count: waiting })
      : t(`connection.${shown}`);
  return (
    <p
      role="status"
      title={t(`connection.${shown}Hint`)}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[shown]}`} />
      {text}
    </p>
  );
}
