import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ItemActions } from './editable-item';

/**
 * The row actions as functions that keep their identity from one render to the next and always call the newest
 * ones: rows memoized on them then render again only when their own item changes, not every time anything on the
 * page does (the list's stores or history arriving, a toast, a letter typed in the add box).
 */
export function useStableActions(actions: ItemActions): ItemActions {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  // Whether a menu entry is offered at all is part of what a row shows: a change to it renders the rows again.
  const choosesAisle = actions.onChooseAisle !== undefined;
  const hasAlwaysHave = actions.onAlwaysHave !== undefined;
  return useMemo(
    () => ({
      onToggle: (id, checked) => latest.current.onToggle(id, checked),
      onEdit: (id, change) => latest.current.onEdit(id, change),
      onDelete: (item) => latest.current.onDelete(item),
      onChooseAisle: choosesAisle
        ? (item, category) => latest.current.onChooseAisle?.(item, category)
        : undefined,
      onAlwaysHave: hasAlwaysHave ? (item) => latest.current.onAlwaysHave?.(item) : undefined,
    }),
    [choosesAisle, hasAlwaysHave],
  );
}
