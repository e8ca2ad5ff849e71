/** The navigation state that asks the page arrived at to show a toast (one page's toast, said by another). */
export interface ArrivalToastState {
  arrivalToast: string;
}

/** The state to navigate with so the next page says `text` in its toast. */
export function arrivalToast(text: string): ArrivalToastState {
  return { arrivalToast: text };
}

/** The toast a navigation asked for, or null (any other state, or none). */
export function arrivalToastOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('arrivalToast' in state)) {
    return null;
  }
  const text = state.arrivalToast;
  return typeof text === 'string' && text !== '' ? text : null;
}
