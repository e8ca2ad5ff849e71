import type { InputOf, OutputOf, ProcedureName } from '@shared/api';
import { call } from './rpc-client';

/** How long an answer asked for at start-up may stand in for the page's own request: it renders well within this. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

const keyOf = (name: ProcedureName, data: unknown) => `${name} ${JSON.stringify(data)}`;

/**
 * Asks at once, before the app has rendered, for what the page being opened will surely ask for (the session, a
 * list): on a slow network the answers are then on their way while the page's code still loads, instead of after.
 */
export function callEarly<N extends ProcedureName>(name: N, data: InputOf<N>, now = Date.now()): void {
  const answer = call(name, data);
  // Whoever takes the answer sees a failure; one nobody takes is not an unhandled rejection.
  answer.catch(() => undefined);
  started.set(keyOf(name, data), { at: now, answer });
}

/**
 * The call's answer: the early one if it was asked for a moment ago (handed out once), or a new request. A page
 * that asks again later (a refresh, a retry) always gets a new one.
 */
export function callOrTakeEarly<N extends ProcedureName>(
  name: N,
  data: InputOf<N>,
  options: Parameters<typeof call>[2] = {},
  now = Date.now(),
): Promise<OutputOf<N>> {
  const key = keyOf(name, data);
  const early = started.get(key);
  started.delete(key);
  return early && now - early.at < FRESH_MS
    ? (early.answer as Promise<OutputOf<N>>)
    : call(name, data, options);
}
