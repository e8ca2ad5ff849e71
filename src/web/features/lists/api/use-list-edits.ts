import { type Category, FALLBACK_CATEGORY } from '../../../../shared/categories';
import { itemLinesProblem, parseItemLines } from '../../../../shared/list-text';
import { newDeviceId } from '../../../lib/device-id';
import { categorizeOnDevice } from '../../../lib/sort-on-device';
import { useErrorBanner } from '../../../providers/error-banner';
import type { SavedItem, SavedList } from './list-cache';
import { useListOutbox, useQueuedChanges } from './list-outbox';
import { applyEdit, type ListEdit } from './queued-change';

const quoted = (text: string) => `"${text}"`;

function findName(list: SavedList, itemId: string): string {
  const items: SavedItem[] = Object.values(list.items ?? {}).flat();
  return items.find((item) => item.id === itemId)?.name ?? 'an item';
}

/**
 * Every edit a shopper makes to a saved list, online or not: it shows at once and goes to the outbox, which
 * sends it in order when the server can be reached. Items added are filed by the in-browser categorizer at
 * once and placed by the server's answer. `view` shows a list with the changes still waiting applied.
 */
export function useListEdits(list: SavedList) {
  const outbox = useListOutbox();
  const queued = useQueuedChanges(list.id);
  const { showError } = useErrorBanner();
  const view = (cached: SavedList) => queued.reduce((shown, change) => applyEdit(shown, change.edit), cached);
  const shown = view(list);

  const queue = (edit: ListEdit, label: string, text: string) =>
    outbox.enqueue({ changeId: newDeviceId(), listId: list.id, place: shown.name, edit, label, text });
  const itemEdit = (edit: ListEdit & { itemId: string }, label: (name: string) => string, text?: string) => {
    const name = findName(shown, edit.itemId);
    queue(edit, label(quoted(name)), text ?? name);
  };

  return {
    view,
    toggle: (itemId: string, checked: boolean) =>
      itemEdit({ kind: 'toggle', itemId, checked }, (name) => `${checked ? 'Tick' : 'Untick'} ${name}`),
    rename: (itemId: string, name: string) =>
      itemEdit({ kind: 'rename', itemId, name }, (old) => `Rename ${old} to ${quoted(name)}`, name),
    remove: (itemId: string) => itemEdit({ kind: 'delete', itemId }, (name) => `Delete ${name}`),
    move: (itemId: string, category: Category) =>
      itemEdit({ kind: 'move', itemId, category }, (name) => `Move ${name} to ${category}`),
    renameList: (name: string) =>
      queue({ kind: 'renameList', name }, `Rename the list to ${quoted(name)}`, name),
    clear: () => queue({ kind: 'clear' }, 'Start a new list (remove every item)', ''),
    /** Resolves false when the text cannot be added (the box keeps it and the banner says why). */
    add: async (text: string) => {
      const names = parseItemLines(text);
      const problem = itemLinesProblem(names);
      if (problem) {
        showError(problem);
        return false;
      }
      const categories = await categorizeOnDevice(names);
      const items = names.map((name, index) => ({
        id: newDeviceId(),
        name,
        category: categories[index] ?? FALLBACK_CATEGORY,
      }));
      queue({ kind: 'add', items }, `Add ${names.map(quoted).join(', ')}`, names.join('\n'));
      return true;
    },
  };
}
