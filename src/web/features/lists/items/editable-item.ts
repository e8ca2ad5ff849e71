import type { Category } from '@shared/categories';
import type { ListItem } from '@shared/list-text';

/** An item as list screens hold it: the API's item, with a stable id for keys and edits and its tick's time. */
export interface EditableItem extends ListItem {
  id: string;
  /** ISO time of the tick, so the cart lists items in the order they went in; null while unticked. */
  checkedAt: string | null;
  /** Who put it on a saved list, by display name; absent on the guest list and when not known. */
  addedBy?: string | null;
}

/**
 * What a row's Edit form changed: the name alone, the quantity alone, the note (blank clears either); absent
 * when unchanged.
 */
export interface ItemChange {
  label?: string;
  quantity?: string;
  note?: string;
}

/** What a list screen can do to one item. */
export interface ItemActions {
  onToggle: (id: string, checked: boolean) => void;
  onEdit: (id: string, change: ItemChange) => void;
  onDelete: (item: EditableItem) => void;
  /** Offers Move to category in the row's menu: the screen asks which aisle. */
  onChooseAisle?: (item: EditableItem, category: Category) => void;
  /** Offers "We always have it" in the row's menu (saved lists): the household's staples take the item. */
  onAlwaysHave?: (item: EditableItem) => void;
}
