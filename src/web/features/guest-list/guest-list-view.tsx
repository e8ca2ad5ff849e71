import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { countItems } from '../../../shared/list-text';
import { MESSAGES } from '../../../shared/messages';
import { BUTTON } from '../../components/button-styles';
import { AddItemsBox } from '../../components/list/add-items-box';
import { CopyListButton } from '../../components/list/copy-list-button';
import { MealIdeaPanel } from '../../components/list/meal-idea-panel';
import { ShoppingList } from '../../components/list/shopping-list';
import { loadItemTools } from '../../lib/sort-on-device';
import type { useGuestList } from './use-guest-list';

/** The sorted guest list: aisles with their items, the cart, adding, copying, starting over. */
export function GuestListView({
  list,
  onStartOver,
}: {
  list: ReturnType<typeof useGuestList>;
  onStartOver: () => void;
}) {
  // Loaded while the list is open, so an add made after the network went away still merges.
  useEffect(() => {
    void loadItemTools();
  }, []);
  const total = countItems(list.items);
  const left = Object.values(list.items ?? {})
    .flat()
    .filter((item) => !item.checked).length;

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your Sorted List</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {total} {total === 1 ? 'item' : 'items'}, {left} still to get. Saved on this device.
        </p>
      </div>
      <AddItemsBox
        onAdd={list.add}
        busy={list.busy.adding}
        onSuggest={list.suggest}
        onError={list.reportError}
      />
      <ShoppingList
        items={list.items}
        onToggle={list.toggle}
        onEdit={list.edit}
        onDelete={list.remove}
        onUncheckAll={list.uncheckAll}
        onRemoveTicked={list.removeTicked}
      />
      <MealIdeaPanel onRequest={list.mealIdea} onError={list.reportError} />
      <div className="flex flex-wrap gap-3">
        <CopyListButton items={list.items} onEmpty={() => list.reportError(MESSAGES.emptyExport)} />
        <button type="button" className={BUTTON.secondary} onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start New List
        </button>
      </div>
    </div>
  );
}
