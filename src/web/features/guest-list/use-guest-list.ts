import { useCallback, useEffect, useState } from 'react';
import { getMealIdea, suggestItems } from '../../lib/ai-requests';
import {
  GUEST_LIST_KEY,
  GUEST_RESORT_KEY,
  loadGuestItems,
  loadGuestNeedsResort,
  saveGuestItems,
  saveGuestNeedsResort,
} from '../../lib/guest-list-storage';
import { call, messageOf } from '../../lib/rpc-client';
import { isUnreachable, sortOnDevice } from '../../lib/sort-on-device';
import { useAsyncAction } from '../../lib/use-async-action';
import { useErrorBanner } from '../../providers/error-banner';
import {
  allNames,
  carryChecks,
  type GuestItems,
  mergeItems,
  updateItem,
  withIds,
  withoutIds,
} from './guest-list-state';

/** The server sorts (with a model when one is configured); with no server in reach, this device does. */
async function sortText(text: string) {
  if (!navigator.onLine) {
    return sortOnDevice(text);
  }
  try {
    return await call('sortItems', { text });
  } catch (error) {
    if (isUnreachable(error)) {
      return sortOnDevice(text);
    }
    throw error;
  }
}

function loadWithIds(): GuestItems {
  const stored = loadGuestItems();
  return stored ? withIds(stored) : null;
}

/** The guest list: kept on this device, sorted by the server (or here with none), every change saved at once. */
export function useGuestList() {
  const [items, setItems] = useState<GuestItems>(loadWithIds);
  const [needsResort, setNeedsResort] = useState(loadGuestNeedsResort);
  const { showError, clearError } = useErrorBanner();
  const [sortCall, sorting] = useAsyncAction(sortText);
  const [addCall, adding] = useAsyncAction(sortText);
  const [resortCall, resorting] = useAsyncAction(sortText);

  useEffect(() => saveGuestItems(items ? withoutIds(items) : null), [items]);
  useEffect(() => saveGuestNeedsResort(needsResort && items !== null), [needsResort, items]);
  useEffect(() => {
    // Another tab changed the list: show its version rather than overwrite it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_LIST_KEY) {
        setItems(loadWithIds());
      } else if (event.key === GUEST_RESORT_KEY) {
        setNeedsResort(loadGuestNeedsResort());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Runs a sort call; on failure the banner explains and the caller keeps the user's text. */
  const run = useCallback(
    async (sortCall: typeof sortText, text: string, apply: (sorted: GuestItems & object) => void) => {
      try {
        const result = await sortCall(text);
        clearError();
        apply(withIds(result.items));
        if (result.warning) {
          showError(result.warning);
        }
        return true;
      } catch (error) {
        showError(messageOf(error));
        return false;
      }
    },
    [clearError, showError],
  );

  return {
    items,
    needsResort,
    busy: { sorting, adding, resorting },
    sort: (text: string) =>
      run(sortCall, text, (sorted) => {
        setItems(sorted);
        setNeedsResort(false);
      }),
    add: (text: string) => run(addCall, text, (sorted) => setItems((current) => mergeItems(current, sorted))),
    resort: () =>
      run(resortCall, allNames(items).join('\n'), (sorted) => {
        setItems((current) => carryChecks(current, sorted));
        setNeedsResort(false);
      }),
    toggle: (id: string, checked: boolean) =>
      setItems((current) => updateItem(current, id, (item) => ({ ...item, checked }))),
    rename: (id: string, name: string) => {
      setItems((current) => updateItem(current, id, (item) => ({ ...item, name })));
      setNeedsResort(true);
    },
    remove: (id: string) => setItems((current) => updateItem(current, id, () => null)),
    clear: () => {
      setItems(null);
      setNeedsResort(false);
    },
    /** Items to suggest for the list, none of `exclude`; throws when the request fails. */
    suggest: (exclude: string[]) => suggestItems(allNames(items), exclude),
    /** A meal from the list's items; throws when the request fails. */
    mealIdea: () => getMealIdea(allNames(items)),
    reportError: showError,
  };
}
