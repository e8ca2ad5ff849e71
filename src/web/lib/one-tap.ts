import { useRef, useState } from 'react';
import { newDeviceId } from './device-id';

/** An action a tap starts, given the change id of the user's intent (the server makes one thing per id). */
export type TappedAction<A, R> = (arg: A, changeId: string) => Promise<R>;

/** What a tap that joined an action already under way resolves to: the first tap handles the answer. */
export const JOINED = Symbol('joined an action under way');

interface Intent<R> {
  changeId: string;
  running: Promise<R> | null;
}

/**
 * Runs taps of one action so that one intent makes one thing. A tap while the same thing is under way (a double
 * tap, a tap before the button could turn grey) joins it instead of calling again. Every attempt at the same
 * thing (the same argument) carries the same change id until one succeeds, so a tap after a lost answer is
 * answered by the server like the first attempt, not made twice; after a success the next tap is a new intent.
 */
export function oneTapRunner<A, R>(
  action: TappedAction<A, R>,
  options: { onRunning?: (change: 1 | -1) => void; keyOf?: (arg: A) => string } = {},
) {
  const { onRunning = () => undefined, keyOf = (arg: A) => JSON.stringify(arg) ?? '' } = options;
  const intents = new Map<string, Intent<R>>();
  return async (arg: A): Promise<R | typeof JOINED> => {
    const key = keyOf(arg);
    const intent = intents.get(key) ?? { changeId: newDeviceId(), running: null };
    if (intent.running) {
      return JOINED;
    }
    intents.set(key, intent);
    onRunning(1);
    intent.running = action(arg, intent.changeId);
    try {
      const answer = await intent.running;
      intents.delete(key);
      return answer;
    } finally {
      intent.running = null;
      onRunning(-1);
    }
  };
}

/**
 * `oneTapRunner` for a component: the run function (stable across renders, always calling the latest action)
 * and whether a run is under way, to turn the button grey while it is. `keyOf` tells which taps are at the
 * same thing, when the argument as JSON does not (a file).
 */
export function useOneTap<A, R>(
  action: TappedAction<A, R>,
  keyOf?: (arg: A) => string,
): [(arg: A) => Promise<R | typeof JOINED>, boolean] {
  const latest = useRef(action);
  latest.current = action;
  const [running, setRunning] = useState(0);
  const [run] = useState(() =>
    oneTapRunner<A, R>((arg, changeId) => latest.current(arg, changeId), {
      onRunning: (change) => setRunning((count) => count + change),
      keyOf,
    }),
  );
  return [run, running > 0];
}
