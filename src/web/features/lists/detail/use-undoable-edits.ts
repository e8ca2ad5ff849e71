import { useTranslation } from 'react-i18next';
import type { ShowToast } from '@/components/use-toast';
import type { RemovedSavedItem } from '../api/list-removals';
import type { useListEdits } from '../api/use-list-edits';
import type { EditableItem } from '../items/editable-item';
import { removalToasts } from '../items/undo-messages';

/**
 * The removals of a saved list, applied at once with a toast that offers Undo: Undo puts the items back as
 * they were (ticks, aisles, quantities and places), through the outbox like every edit, so the other members
 * see them come back too.
 */
export function useUndoableEdits(edits: ReturnType<typeof useListEdits>, show: ShowToast) {
  const { t } = useTranslation('lists');
  const toasts = removalToasts(t);
  const offerUndo = (text: string, removed: RemovedSavedItem[]) => {
    if (removed.length === 0) {
      return;
    }
    show(text, () => {
      edits.restore(removed);
      show(toasts.restored(removed.length));
    });
  };
  return {
    remove: (item: EditableItem) => offerUndo(toasts.deleted(item.label), edits.remove(item)),
    clear: () => {
      const removed = edits.clear();
      offerUndo(toasts.cleared(removed.length), removed);
    },
    removeTicked: () => {
      const removed = edits.removeChecked();
      offerUndo(toasts.ticked(removed.length), removed);
    },
  };
}
