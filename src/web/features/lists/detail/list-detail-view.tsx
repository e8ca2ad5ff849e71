import type { MealIdea } from '@shared/contract/ai';
import { countItems } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConnectionStatus } from '@/components/connection-status';
import { ToastRegion } from '@/components/toast-region';
import { useToast } from '@/components/use-toast';
import { getMealIdea, suggestItems } from '@/lib/ai-requests';
import { hasPro } from '@/lib/pro';
import { messageOf } from '@/lib/rpc-client';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useErrorBanner } from '@/providers/error-banner';
import { useSession } from '@/providers/session';
import { AddItemsBox } from '../add-items/add-items-box';
import { addedMessage } from '../add-items/added-message';
import { useItemHistory } from '../add-items/use-item-history';
import type { SavedList } from '../api/list-cache';
import { listVersions } from '../api/list-versions';
import { useListActions } from '../api/use-list-actions';
import { useListEdits } from '../api/use-list-edits';
import { FloatingBars } from '../bars/floating-bars';
import { ResortWarning } from '../bars/resort-warning';
import { resortWarningText } from '../bars/resort-warning-text';
import { CopyListButton } from '../items/copy-list-button';
import { itemLabels } from '../items/shopping-sections';
import { MealIdeaPanel } from '../meal-idea/meal-idea-panel';
import { ShareDialog } from '../share/share-dialog';
import { ListOptionsMenu } from '../visibility/list-options-menu';
import { PrivateBadge } from '../visibility/private-badge';
import { visibilityToast } from '../visibility/visibility-texts';
import { BackToLists } from './back-to-lists';
import { ListItemsPanel } from './list-items-panel';
import type { ListMealTools } from './list-meal-tools';
import { ListNameHeading } from './list-name-heading';
import type { ListStorePicker } from './list-store-tools';
import { MembersPanel } from './members-panel';
import { StoreWalkNote } from './store-walk-note';
import { useAlwaysHave } from './use-always-have';
import { confirmationText, useDetailConfirm } from './use-detail-confirm';
import { useUndoableEdits } from './use-undoable-edits';

/** A saved list (SPEC §2 List detail): everything the guest list does, plus name, people and live sync. */
export function ListDetailView({
  list: cached,
  mealTools,
  StorePicker,
}: {
  list: SavedList;
  mealTools?: ListMealTools;
  StorePicker?: ListStorePicker;
}) {
  const { t } = useTranslation('lists');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { showError, clearError } = useErrorBanner();
  const navigate = useNavigate();
  const edits = useListEdits(cached);
  const history = useItemHistory(showError);
  const actions = useListActions(cached.id);
  const list = edits.view(cached);
  const confirm = useDetailConfirm();
  const toast = useToast();
  const undoable = useUndoableEdits(edits, toast.show);
  const alwaysHave = useAlwaysHave(toast.show, showError);
  const [sharing, setSharing] = useState(false);
  const [focusAdd, setFocusAdd] = useState(0);
  const total = countItems(list.items);
  // "Your list is empty!" goes as soon as the list has items again.
  useEffect(() => {
    if (total > 0) {
      clearError(MESSAGES.emptyExport);
    }
  }, [total, clearError]);
  const left = Object.values(list.items ?? {})
    .flat()
    .filter((item) => !item.checked).length;
  const text = confirm.confirmation ? confirmationText(confirm.confirmation, list, t) : null;
  const names = itemLabels(list.items);

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

  /** Adds typed lines; says so when some joined rows already on the list. */
  const add = async (typed: string) => {
    const counts = await edits.add(typed);
    const message = counts && addedMessage(counts);
    if (message) {
      toast.show(message);
    }
    return counts !== null;
  };

  const onConfirm = async () => {
    const confirmation = confirm.confirmation;
    confirm.close();
    if (confirmation?.kind === 'remove') {
      actions.removeMember(confirmation.member.uid);
    } else if (confirmation?.kind === 'visibility') {
      if (await actions.setVisibility(confirmation.to)) {
        toast.show(visibilityToast(confirmation.to, t));
      }
    } else if (confirmation?.kind === 'leave' && (await actions.leave())) {
      await navigate('/');
    }
  };

  // The rows are the costly part of the page: they render just after its top, in slices (see the hook).
  const itemsShown = useAfterFirstPaint();
  return (
    <article aria-labelledby="list-name" className="space-y-5">
      <title>{t('documentTitle', { title: list.name })}</title>
      <div>
        <BackToLists />
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <ListNameHeading
              name={list.name}
              onRename={list.abilities.rename ? edits.renameList : undefined}
            />
          </div>
          <ListOptionsMenu
            visibility={list.visibility}
            abilities={list.abilities}
            onVisibility={(to) => confirm.ask({ kind: 'visibility', to })}
          />
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          {list.visibility === 'private' ? <PrivateBadge /> : null}
          <p className="text-slate-600 dark:text-slate-300">{t('detail.summary', { count: total, left })}</p>
          <ConnectionStatus />
        </div>
        {StorePicker ? (
          // At the top with the list's name: the store decides the order of everything below.
          <section aria-label={t('detail.store')} className="mt-2">
            <StorePicker
              listId={list.id}
              storeId={list.storeId}
              storeName={list.walk?.storeName}
              canEdit
              onStoreSet={() => listVersions(queryClient, list.id).refresh()}
            />
          </section>
        ) : null}
        {list.walk ? (
          <div className="mt-1.5">
            <StoreWalkNote walk={list.walk} />
          </div>
        ) : null}
      </div>
      {list.plannedMeals.length > 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sky-950 dark:bg-sky-950 dark:text-sky-100">
          <UtensilsCrossed aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t('detail.plannedMeals', { meals: list.plannedMeals.join(', ') })}</span>
        </p>
      ) : null}
      {mealTools ? (
        <mealTools.AddMealToList
          listId={list.id}
          onAdded={() => void listVersions(queryClient, list.id).refresh()}
        />
      ) : null}
      <AddItemsBox
        onAdd={add}
        busy={false}
        clearAtOnce
        onSuggest={(exclude) => suggestItems(names, exclude)}
        onError={showError}
        focusRequest={focusAdd}
        items={list.items}
        history={history}
      />
      {itemsShown ? (
        <ListItemsPanel
          items={list.items}
          categoryOrder={list.walk?.categories}
          edits={edits}
          undoable={undoable}
          onAlwaysHave={alwaysHave}
        />
      ) : (
        // About the rows' height (with their aisles' headings), so what follows starts near where it will stay.
        <div aria-hidden="true" style={{ minHeight: `${Math.min(total, 60) * 3.25}rem` }} />
      )}
      <MealIdeaPanel
        onRequest={() => getMealIdea(names)}
        onError={showError}
        onAddNeed={add}
        onSaveIdea={saveIdea}
      />
      <div className="flex flex-wrap gap-3">
        <CopyListButton
          items={list.items}
          categoryOrder={list.walk?.categories}
          onEmpty={() => showError(MESSAGES.emptyExport)}
        />
        <button
          type="button"
          className={BUTTON.secondary}
          onClick={() => {
            undoable.clear();
            setFocusAdd((request) => request + 1);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('detail.startOver')}
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
      <FloatingBars bars={(list.needsResort ? 1 : 0) + (toast.toast ? 1 : 0)}>
        <ToastRegion toast={toast.toast} onDismiss={toast.dismiss} />
        {list.needsResort ? (
          <ResortWarning
            text={resortWarningText(list.resortBy, user?.uid, list.members)}
            onResort={actions.resort}
            busy={actions.resorting}
          />
        ) : null}
      </FloatingBars>
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
