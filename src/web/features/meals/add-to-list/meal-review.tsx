import { MESSAGES } from '@shared/messages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import type { Meal } from '../api/use-meals';
import { ReviewSheet } from '../review/review-sheet';
import { useDestinationList } from '../review/use-destination-list';

/**
 * A meal's ingredients reviewed before they go onto a list: this list, another one (then the shopper goes there)
 * or a new one. The meal joins the chosen list's planned meals.
 */
export function MealReview({
  meal,
  open,
  listId,
  onAdded,
  onClose,
}: {
  meal: Meal;
  open: boolean;
  listId: string;
  /** Told what the add did on this list, in words: 'Added 3 items, 2 already on your list from Chili.' */
  onAdded: (outcome: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('meals');
  const navigate = useNavigate();
  const { showError } = useErrorBanner();
  const listFor = useDestinationList();
  const [addMeal] = useOneTap((input: { listId: string; lines: string[] }, changeId) =>
    call('addMealToList', { mealId: meal.id, ...input, changeId }),
  );

  const add = async (target: string, lines: string[]) => {
    const answer = await addMeal({ listId: target, lines });
    // A tap that joined an add under way leaves the answer to the first.
    if (answer === JOINED) {
      return;
    }
    onClose();
    if (target === listId) {
      onAdded(
        t('addToList.added', { outcome: MESSAGES.addedToList(answer.added, answer.merged), name: meal.name }),
      );
    } else {
      await navigate(`/lists/${target}`);
    }
    // Added either way; the warning says the built-in categorizer filed the items.
    if (answer.warning) {
      showError(answer.warning);
    }
  };

  return (
    <ReviewSheet
      open={open}
      title={t('addToList.reviewTitle', { name: meal.name })}
      lines={meal.ingredients}
      loadError={null}
      currentListId={listId}
      onAdd={async (destination, lines) => {
        try {
          await add(await listFor(destination), lines);
          return null;
        } catch (failure) {
          return messageOf(failure);
        }
      }}
      onClose={onClose}
    />
  );
}
