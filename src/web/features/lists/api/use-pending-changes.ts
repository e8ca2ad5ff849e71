import { useCallback, useState } from 'react';

/**
 * Changes the user just made, held in React state until their mutation settles. The query cache has them
 * too, but tells React a moment later; applying these on top shows a tick in the same frame as the click.
 */
export function usePendingChanges<C>() {
  const [pending, setPending] = useState<readonly C[]>([]);
  const add = useCallback((change: C) => setPending((current) => [...current, change]), []);
  const remove = useCallback(
    (change: C) => setPending((current) => current.filter((entry) => entry !== change)),
    [],
  );
  return { pending, add, remove };
}
