import type { ComponentType } from 'react';

/**
 * What the stores area lends the list detail (the app composes the two, so the features stay apart): the
 * control that sets the store a list is shopped in. `onStoreSet` resolves once the list shows the new store.
 */
export type ListStorePicker = ComponentType<{
  listId: string;
  storeId: string | null;
  canEdit: boolean;
  storeName?: string;
  onStoreSet: (version: number) => Promise<unknown>;
}>;
