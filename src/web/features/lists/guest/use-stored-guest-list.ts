import { useEffect, useState } from 'react';
import {
  GUEST_LIST_KEY,
  GUEST_RESORT_KEY,
  loadGuestItems,
  loadGuestNeedsResort,
  saveGuestItems,
  saveGuestNeedsResort,
} from '@/lib/guest-list-storage';
import { loadItemTools } from '@/lib/sort-on-device';
import { fromStored, type GuestItems, toStored } from './guest-list-state';

/** The stored list, or none; a list stored before quantities were a field waits for its upgrade (`legacy`). */
function loadStored(): { items: GuestItems; legacy: ReturnType<typeof loadGuestItems> } {
  const stored = loadGuestItems();
  if (!stored) {
    return { items: null, legacy: null };
  }
  return stored.legacy ? { items: null, legacy: stored } : { items: fromStored(stored.items), legacy: null };
}

/**
 * The guest list as kept on this device: read at start, saved on every change, and replaced when another tab
 * changes it. A list stored before quantities were a field is taken apart once (`upgrading` until then, with
 * nothing saved meanwhile), its quantities off its names.
 */
export function useStoredGuestList() {
  const [initial] = useState(loadStored);
  const [items, setItems] = useState<GuestItems>(initial.items);
  const [upgrading, setUpgrading] = useState(initial.legacy !== null);
  const [needsResort, setNeedsResort] = useState(loadGuestNeedsResort);

  useEffect(() => {
    const legacy = initial.legacy;
    if (!legacy) {
      return;
    }
    void loadItemTools().then(({ splitQuantity }) => {
      setItems((current) => current ?? fromStored(legacy.items, splitQuantity));
      setUpgrading(false);
    });
  }, [initial]);
  useEffect(() => {
    if (!upgrading) {
      saveGuestItems(items ? toStored(items) : null);
    }
  }, [items, upgrading]);
  useEffect(() => {
    if (!upgrading) {
      saveGuestNeedsResort(needsResort && items !== null);
    }
  }, [needsResort, items, upgrading]);
  useEffect(() => {
    // Another tab changed the list: show its version rather than overwrite it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_LIST_KEY) {
        const stored = loadGuestItems();
        setItems(stored && !stored.legacy ? fromStored(stored.items) : null);
      } else if (event.key === GUEST_RESORT_KEY) {
        setNeedsResort(loadGuestNeedsResort());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { items, setItems, upgrading, needsResort, setNeedsResort };
}
