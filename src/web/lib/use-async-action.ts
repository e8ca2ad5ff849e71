import { useCallback, useRef, useState } from 'react';

/** Wraps an async action with a pending flag; the guest path uses it instead of a query library to stay small. */
export function useAsyncAction<A, R>(action: (arg: A) => Promise<R>): [(arg: A) => Promise<R>, boolean] {
  const [pending, setPending] = useState(0);
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (arg: A) => {
    setPending((count) => count + 1);
    try {
      return await latest.current(arg);
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return [run, pending > 0];
}
