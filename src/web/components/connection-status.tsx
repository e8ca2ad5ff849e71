import type { ConnectionState } from '@/lib/live-socket';
import { useLiveStatus } from '@/providers/live';
import { useOutboxStatus } from '@/providers/outbox-status';

const LOOK: Record<ConnectionState, { text: string; dot: string; hint: string }> = {
  unknown: { text: 'Connecting…', dot: 'bg-slate-400', hint: 'Connecting for live updates.' },
  online: { text: 'Online', dot: 'bg-emerald-500', hint: 'Changes by others appear as they happen.' },
  offline: {
    text: 'Offline',
    dot: 'bg-amber-500',
    hint: 'Live updates are paused; your changes are kept on this device and sent when the server answers.',
  },
};

const SYNCING = { text: 'Syncing…', dot: 'bg-sky-500', hint: 'Sending the changes made while offline.' };

/**
 * A small dot and word for the connection (SPEC §4: Unknown, Online, Offline). Changes waiting on the device for
 * the server are counted ("Offline · 3 changes waiting"), and say "Syncing…" while the server takes them.
 */
export function ConnectionStatus() {
  const live = useLiveStatus();
  const { queued, behind } = useOutboxStatus();
  const waiting = behind ? queued.length : 0;
  const look =
    waiting === 0
      ? LOOK[live]
      : live === 'online'
        ? SYNCING
        : {
            ...LOOK.offline,
            text: `Offline · ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`,
          };
  const { text, dot, hint } = look;
  return (
    <p
      role="status"
      title={hint}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
