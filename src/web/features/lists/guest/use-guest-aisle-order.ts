import type { Category } from '@shared/categories';
import { useEffect, useState } from 'react';
import { GUEST_ORDER_KEY, loadGuestAisleOrder, saveGuestAisleOrder } from './guest-aisle-order';

/** The guest's aisle order, kept on this device and followed when another tab changes it. */
export function useGuestAisleOrder() {
  const [order, setOrder] = useState<Category[]>(() => loadGuestAisleOrder());
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_ORDER_KEY || event.key === null) {
        setOrder(loadGuestAisleOrder());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const change = (next: Category[]) => {
    setOrder(next);
    saveGuestAisleOrder(next);
  };
  return [order, change] as const;
}
