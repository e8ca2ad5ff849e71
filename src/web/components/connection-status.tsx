import type { ConnectionState } from '../lib/live-socket';
import { useLiveStatus } from '../providers/live';

const LOOK: Record<ConnectionState, { text: string; dot: string; hint: string }> = {
  unknown: { text: 'Connecting…', dot: 'bg-slate-400', hint: 'Connecting for live updates.' },
  online: { text: 'Online', dot: 'bg-emerald-500', hint: 'Changes by others appear as they happen.' },
  offline: {
    text: 'Offline',
    dot: 'bg-amber-500',
    hint: 'Live updates are paused; your changes are still saved when the server answers.',
  },
};

/** A small dot and word for the live connection (SPEC §4: Unknown, Online, Offline). */
export function ConnectionStatus() {
  const state = useLiveStatus();
  const { text, dot, hint } = LOOK[state];
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
