// The toasts of a list's removals and their Undo, worded alike on saved lists and the guest list.

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** A removal's toast text, by what was removed. */
export const REMOVED = {
  deleted: (name: string) => `Deleted “${name}”`,
  cleared: (count: number) => `Cleared ${items(count)}`,
  ticked: (count: number) => `Removed ${count} ticked ${count === 1 ? 'item' : 'items'}`,
  /** After Undo. */
  restored: (count: number) => `Put back ${items(count)}`,
};
