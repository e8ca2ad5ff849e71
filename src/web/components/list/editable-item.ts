import type { ReactNode } from 'react';
import type { Category } from '../../../shared/categories';

/** An item as list screens hold it: the API's item plus a stable id for keys and edits. */
export interface EditableItem {
  id: string;
  name: string;
  checked: boolean;
}

/** What a list screen can do to one item. */
export interface ItemActions {
  onToggle: (id: string, checked: boolean) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  /**
   * Extra controls a screen puts before Edit and Delete (saved lists: move to another aisle). A render
   * function, so the guest page does not load controls it never shows.
   */
  itemControls?: (item: EditableItem, category: Category) => ReactNode;
}
