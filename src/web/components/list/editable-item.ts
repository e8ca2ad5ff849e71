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
}
