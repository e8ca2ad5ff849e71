import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { categorySections, countItems } from '../../../shared/list-text';
import { MESSAGES } from '../../../shared/messages';
import { BUTTON } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddItemsBox } from '../../components/list/add-items-box';
import { CategorySection } from '../../components/list/category-section';
import { CopyListButton } from '../../components/list/copy-list-button';
import { MealIdeaPanel } from '../../components/list/meal-idea-panel';
import { ResortWarning } from '../../components/list/resort-warning';
import type { useGuestList } from './use-guest-list';

/** The sorted guest list: aisles with their items, adding, re-sorting, copying, starting over. */
export function GuestListView({
  list,
  onStartOver,
}: {
  list: ReturnType<typeof useGuestList>;
  onStartOver: () => void;
}) {
  const [confirmingClear, setConfirmingClear] = useState(false);
  const total = countItems(list.items);
  const left = categorySections(list.items).reduce(
    (sum, [, items]) => sum + items.filter((item) => !item.checked).length,
    0,
  );

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
      <div className="space-y-4">
        {categorySections(list.items).map(([category, items]) => (
          <CategorySection
            key={category}
            category={category}
            items={items}
            onToggle={list.toggle}
            onRename={list.rename}
            onDelete={list.remove}
          />
        ))}
      </div>
      <MealIdeaPanel onRequest={list.mealIdea} onError={list.reportError} />
      <div className="flex flex-wrap gap-3">
        <CopyListButton items={list.items} onEmpty={() => list.reportError(MESSAGES.emptyExport)} />
        <button type="button" className={BUTTON.secondary} onClick={() => setConfirmingClear(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start New List
        </button>
      </div>
      {list.needsResort ? (
        <ResortWarning onResort={() => void list.resort()} busy={list.busy.resorting} />
      ) : null}
      <ConfirmDialog
        open={confirmingClear}
        title="Start a new list?"
        message={`This clears all ${total} ${total === 1 ? 'item' : 'items'} from this device.`}
        confirmLabel="Clear list"
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          list.clear();
          onStartOver();
        }}
      />
    </div>
  );
}
