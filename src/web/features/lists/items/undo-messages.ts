import type { TFunction } from 'i18next';

/** The toasts of a list's removals and their Undo, worded alike on saved lists and the guest list. */
export function removalToasts(t: TFunction<'lists'>) {
  return {
    deleted: (name: string) => t('undo.deleted', { name }),
    cleared: (count: number) => t('undo.cleared', { count }),
    ticked: (count: number) => t('undo.ticked', { count }),
    /** After Undo. */
    restored: (count: number) => t('undo.restored', { count }),
  };
}
