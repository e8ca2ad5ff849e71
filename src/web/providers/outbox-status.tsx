import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { OutboxState } from '@/lib/outbox-types';

/** What the app's chrome reads of the outbox: how many changes wait, and which the server refused. */
export interface OutboxReader {
  subscribe(listener: () => void): () => void;
  getState(): OutboxState;
  dismissRefused(): void;
}

const OutboxContext = createContext<OutboxReader | null>(null);

/** Shares the signed-in user's outbox with the connection chip and the refused-changes notice. */
export function OutboxStatusProvider({ outbox, children }: { outbox: OutboxReader; children: ReactNode }) {
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

const EMPTY: OutboxState = { queued: [], refused: [], behind: false };
const NOTHING = () => () => {};

/** The outbox's state; an empty one outside signed-in pages. */
export function useOutboxStatus(): OutboxState & { dismissRefused: () => void } {
  const outbox = useContext(OutboxContext);
  const state = useSyncExternalStore(outbox?.subscribe ?? NOTHING, outbox?.getState ?? (() => EMPTY));
  return { ...state, dismissRefused: () => outbox?.dismissRefused() };
}
