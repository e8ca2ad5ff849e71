import type { Category } from '@shared/categories';
import { useState } from 'react';
import type { EditableItem } from './editable-item';
import { type AisleChoice, MoveItemDialog } from './move-item-dialog';

/**
 * Move to category for a list screen (saved or guest): `choose` opens the choice of aisle for an item, `dialog`
 * is the dialog to render, and `onMove` moves the item once an aisle is picked.
 */
export function useAisleChoice(onMove: (itemId: string, category: Category) => void) {
  const [moving, setMoving] = useState<{ id: string; choice: AisleChoice; open: boolean } | null>(null);
  const close = () => setMoving((current) => current && { ...current, open: false });
  return {
    choose: (item: EditableItem, category: Category) =>
      setMoving({ id: item.id, choice: { name: item.label, category }, open: true }),
    dialog: (
      <MoveItemDialog
        choice={moving?.choice ?? null}
        open={moving?.open ?? false}
        onMove={(category: Category) => {
          if (moving) {
            onMove(moving.id, category);
          }
          close();
        }}
        onClose={close}
      />
    ),
  };
}
