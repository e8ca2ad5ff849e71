import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one render and a transition after it has rendered, then true for good: a
 * page shows what it has at once (its top, a spinner) and renders what is costly (a long list) in slices that let
 * the browser paint and answer taps in between. With no argument, `ready` is the first render itself.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) {
      startTransition(() => setShown(true));
    }
  }, [ready, shown]);
  return shown;
}
