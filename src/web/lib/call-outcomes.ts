/** What one call to the server tells of the connection: it could not connect, or the server answered it. */
export type CallOutcome = 'unreachable' | 'answered';

type Listener = (outcome: CallOutcome) => void;

const listeners = new Set<Listener>();

/** Hears how every call goes from now on (the live connection's state listens), until the answer is called. */
export function onCallOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners how a call went. */
export function reportCallOutcome(outcome: CallOutcome): void {
  for (const listener of listeners) {
    listener(outcome);
  }
}
