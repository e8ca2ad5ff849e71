import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MealIdea } from '../../../../shared/contract/ai';
import { categorySections, countItems } from '../../../../shared/list-text';
import { MESSAGES } from '../../../../shared/messages';
import { BUTTON } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConnectionStatus } from '../../../components/connection-status';
import { AddItemsBox } from '../../../components/list/add-items-box';
import { CategorySection } from '../../../components/list/category-section';
import { CopyListButton } from '../../../components/list/copy-list-button';
import { MealIdeaPanel } from '../../../components/list/meal-idea-panel';
import { MoveItemSelect } from '../../../components/list/move-item-select';
import { ResortWarning } from '../../../components/list/resort-warning';
import { getMealIdea, suggestItems } from '../../../lib/ai-requests';
import { hasPro } from '../../../lib/pro';
import { messageOf } from '../../../lib/rpc-client';
import { useErrorBanner } from '../../../providers/error-banner';
import { useSession } from '../../../providers/session';
import type { SavedList } from '../api/list-cache';
import { listVersions } from '../api/list-versions';
import { useListActions } from '../api/use-list-actions';
import { useListEdits } from '../api/use-list-edits';
import { ShareDialog } from '../share/share-dialog';
import { BackToLists } from './back-to-lists';
import type { ListMealTools } from './list-meal-tools';
import { ListNameHeading } from './list-name-heading';
import { MembersPanel } from './members-panel';
import { confirmationText, useDetailConfirm } from './use-detail-confirm';

/** A saved list (SPEC §2 List detail): everything the guest list does, plus name, people and live sync. */
export function ListDetailView({ list: cached, mealTools }: { list: SavedList; mealTools?: ListMealTools }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { showError, clearError } = useErrorBanner();
  const navigate = useNavigate();
  const items = useListEdits(cached);
  const actions = useListActions(cached.id);
  const list = items.view(cached);
  const confirm = useDetailConfirm();
  const [sharing, setSharing] = useState(false);
  const [focusAdd, setFocusAdd] = useState(0);
  const sections = categorySections(list.items);
  const total = countItems(list.items);
  // "Your list is empty!" goes as soon as the list has items again.
  useEffect(() => {
    if (total > 0) {
      clearError(MESSAGES.emptyExport);
    }
  }, [total, clearError]);
  const left = sections.reduce((sum, [, entries]) => sum + entries.filter((item) => !item.checked).length, 0);
  const text = confirm.confirmation ? confirmationText(confirm.confirmation, list) : null;
  const names = sections.flatMap(([, entries]) => entries.map((item) => item.name));

  // SPEC §4: Save as Meal Template, for Pro users only.
  const saveIdea =
    mealTools && hasPro(user)
      ? async (idea: MealIdea) => {
          try {
            await mealTools.saveIdea(idea);
            return true;
          } catch (error) {
            showError(messageOf(error));
            return false;
          }
        }
      : undefined;

  const onConfirm = async () => {
    const confirmation = confirm.confirmation;
    confirm.close();
    if (confirmation?.kind === 'clear') {
      items.clear();
      setFocusAdd((request) => request + 1);
    } else if (confirmation?.kind === 'remove') {
      actions.removeMember(confirmation.member.uid);
    } else if (confirmation?.kind === 'leave' && (await actions.leave())) {
      await navigate('/');
    }
  };

  return (
    <article aria-labelledby="list-name" className="space-y-5">
      <title>{`${list.name} · Aislewise`}</title>
      <div>
        <BackToLists />
        <ListNameHeading name={list.name} onRename={list.abilities.rename ? items.renameList : undefined} />
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-slate-600 dark:text-slate-300">
            {total} {total === 1 ? 'item' : 'items'}, {left} still to get.
          </p>
          <ConnectionStatus />
        </div>
      </div>
      {list.plannedMeals.length > 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sky-950 dark:bg-sky-950 dark:text-sky-100">
          <UtensilsCrossed aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>Planned meals: {list.plannedMeals.join(', ')}</span>
        </p>
      ) : null}
      {mealTools ? (
        <mealTools.AddMealToList
          listId={list.id}
          onAdded={() => void listVersions(queryClient, list.id).refresh()}
        />
      ) : null}
      <AddItemsBox
        onAdd={items.add}
        busy={false}
        clearAtOnce
        onSuggest={(exclude) => suggestItems(names, exclude)}
        onError={showError}
        focusRequest={focusAdd}
      />
      {sections.length > 0 ? (
        <div className="space-y-4">
          {sections.map(([category, entries]) => (
            <CategorySection
              key={category}
              category={category}
              items={entries}
              onToggle={items.toggle}
              onRename={items.rename}
              onDelete={items.remove}
              itemControls={(item, at) => (
                <MoveItemSelect name={item.name} category={at} onMove={(to) => items.move(item.id, to)} />
              )}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300">
          This list is empty. Add items above, one per line, and they land in the right aisle.
        </p>
      )}
      <MealIdeaPanel
        onRequest={() => getMealIdea(names)}
        onError={showError}
        onAddNeed={items.add}
        onSaveIdea={saveIdea}
      />
      <div className="flex flex-wrap gap-3">
        <CopyListButton items={list.items} onEmpty={() => showError(MESSAGES.emptyExport)} />
        <button type="button" className={BUTTON.secondary} onClick={() => confirm.ask({ kind: 'clear' })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Start New List
        </button>
      </div>
      <MembersPanel
        members={list.members}
        abilities={list.abilities}
        myUid={user?.uid ?? ''}
        onShare={() => setSharing(true)}
        onRemove={(member) => confirm.ask({ kind: 'remove', member })}
        onLeave={() => confirm.ask({ kind: 'leave' })}
      />
      {list.needsResort ? <ResortWarning onResort={actions.resort} busy={actions.resorting} /> : null}
      <ConfirmDialog
        open={confirm.open}
        title={text?.title ?? ''}
        message={text?.message ?? ''}
        confirmLabel={text?.confirmLabel ?? ''}
        onCancel={confirm.close}
        onConfirm={() => void onConfirm()}
      />
      <ShareDialog open={sharing} list={list} onClose={() => setSharing(false)} />
    </article>
  );
}
