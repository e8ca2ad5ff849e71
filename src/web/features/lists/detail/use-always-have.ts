import { MESSAGES } from '@shared/messages';
import type { ShowToast } from '@/components/use-toast';
import { call, messageOf } from '@/lib/rpc-client';
import type { EditableItem } from '../items/editable-item';

/**
 * "We always have it" on an item: the household's staples take its name (without its amount), so a recipe's
 * review starts it unticked. Said in the toast, with Undo; a failure is said there too, the item untouched.
 */
export function useAlwaysHave(show: ShowToast, showError: (message: string) => void) {
  return (item: EditableItem) => {
    call('markStaple', { name: item.label }).then(
      ({ staple }) =>
        show(MESSAGES.stapleAdded(staple.name), () => {
          call('unmarkStaple', { key: staple.key }).catch((error: unknown) => showError(messageOf(error)));
        }),
      (error: unknown) => showError(messageOf(error)),
    );
  };
}
