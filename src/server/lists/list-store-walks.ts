import type { ListWalk } from '@shared/contract/lists';

/**
 * What the lists need of the stores area: how a list set to a store is walked, and a tick made there to learn
 * from. The stores' StoreWalks is one; services.ts hands it over, so neither area imports the other's files.
 */
export interface ListStoreWalks {
  /** The walk of a list set to `storeId`; null when the store is gone. */
  of(storeId: string): Promise<{
    walk: ListWalk;
    orderItems: <T extends { name: string; category: string }>(items: readonly T[]) => T[];
  } | null>;
  /** Counts a tick (or an untick) of an item on a list set to a store; never throws. */
  noteTick(tick: {
    storeId: string;
    listId: string;
    name: string;
    category: string;
    checked: boolean;
  }): Promise<void>;
}
