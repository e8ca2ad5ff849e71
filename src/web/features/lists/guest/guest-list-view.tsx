import { countItems } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import { ArrowDownUp, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { loadItemTools } from '@/lib/sort-on-device';
import { whenIdle } from '@/lib/when-idle';
import { AddItemsBox } from '../add-items/add-items-box';
import { CopyListButton } from '../items/copy-list-button';
import { ShoppingList } from '../items/shopping-list';
import { useAisleChoice } from '../items/use-aisle-choice';
import { MealIdeaPanel } from '../meal-idea/meal-idea-panel';
import { AisleOrderDialog } from './aisle-order-dialog';
import { useGuestAisleOrder } from './use-guest-aisle-order';
import type { useGuestList } from './use-guest-list';

/** The sorted guest list: aisles with their items, the cart, adding, copying, starting over. */
export function GuestListView({
  list,
  onStartOver,
}: {
  list: ReturnType<typeof useGuestList>;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('lists');
  // Loaded while the list is open, so an add made after the network went away still merges.
  useEffect(() => whenIdle(() => void loadItemTools()), []);
  // The order is the shop's, not the list's: Start New List keeps it.
  const [aisleOrder, setAisleOrder] = useGuestAisleOrder();
  const [reordering, setReordering] = useState(false);
  const aisleChoice = useAisleChoice(list.move);
  const total = countItems(list.items);
  const left = Object.values(list.items ?? {})
    .flat()
    .filter((item) => !item.checked).length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('guest.view.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {t('guest.view.summary', { count: total, left })}
          </p>
        </div>
        <button type="button" className={BUTTON.secondary} onClick={() => setReordering(true)}>
          <ArrowDownUp aria-hidden="true" className="size-5" />
          {t('guest.view.reorder')}
        </button>
      </div>
      <AddItemsBox
        onAdd={list.add}
        busy={list.busy.adding}
        onSuggest={list.suggest}
        onError={list.reportError}
        items={list.items}
      />
      <ShoppingList
        items={list.items}
        categoryOrder={aisleOrder}
        onToggle={list.toggle}
        onEdit={list.edit}
        onDelete={list.remove}
        onChooseAisle={aisleChoice.choose}
        onUncheckAll={list.uncheckAll}
        onRemoveTicked={list.removeTicked}
      />
      <MealIdeaPanel onRequest={list.mealIdea} onError={list.reportError} />
      <div className="flex flex-wrap gap-3">
        <CopyListButton
          items={list.items}
          categoryOrder={aisleOrder}
          onEmpty={() => list.reportError(MESSAGES.emptyExport)}
        />
        <button type="button" className={BUTTON.secondary} onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('guest.view.startOver')}
        </button>
      </div>
      {aisleChoice.dialog}
      <AisleOrderDialog
        open={reordering}
        order={aisleOrder}
        onChange={setAisleOrder}
        onClose={() => setReordering(false)}
      />
    </div>
  );
}
