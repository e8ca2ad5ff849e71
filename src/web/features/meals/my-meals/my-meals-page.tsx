import { ChefHat, Plus, Sparkles } from 'lucide-react';
import { Suspense, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { BUTTON } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConnectionStatus } from '../../../components/connection-status';
import { ErrorBox } from '../../../components/error-box';
import { NeedsConnection, OfflineNote } from '../../../components/needs-connection';
import { Spinner } from '../../../components/spinner';
import { lazyComponent } from '../../../lib/lazy-route';
import { useOffline } from '../../../providers/live';
import { useMealActions } from '../api/use-meal-actions';
import { type Meal, useMeals } from '../api/use-meals';
import { MealCard } from './meal-card';
import { MealFormDialog } from './meal-form-dialog';

// The built-in catalogue is large: it loads with the browser, on the first press of Add from Suggestions.
const SuggestionsDialog = lazyComponent(
  () => import('../suggestions/suggestions-dialog'),
  (m) => m.SuggestionsDialog,
);

/** A dialog's state: kept after closing, so its text does not change while it goes. */
interface Shown<T> {
  value: T;
  open: boolean;
}

/** /meals (SPEC §2 Meals screen, Pro): the user's meal templates, kept live. */
export function MyMealsPage() {
  const meals = useMeals();
  const actions = useMealActions();
  const offline = useOffline();
  const [form, setForm] = useState<Shown<Meal | null>>({ value: null, open: false });
  const [deleting, setDeleting] = useState<Shown<Meal> | null>(null);
  const [suggesting, setSuggesting] = useState<boolean | null>(null);
  const close = <T,>(shown: Shown<T> | null) => shown && { ...shown, open: false };

  return (
    <section aria-labelledby="my-meals-heading" className="space-y-6">
      <title>My Meals · Aislewise</title>
      <div className="space-y-3">
        <div className="space-y-1">
          <h1 id="my-meals-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            My Meal Templates
          </h1>
          <p className="text-slate-600 dark:text-slate-300">
            Meals you cook often: add one to a list, or plan it into your week.
          </p>
          <ConnectionStatus />
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={`${BUTTON.primary} flex-1 sm:flex-none`}
            disabled={offline}
            onClick={() => setForm({ value: null, open: true })}
          >
            <Plus aria-hidden="true" className="size-5" />
            Create New Meal
            <NeedsConnection offline={offline} />
          </button>
          <button
            type="button"
            className={`${BUTTON.secondary} flex-1 sm:flex-none`}
            disabled={offline}
            onClick={() => setSuggesting(true)}
          >
            <Sparkles aria-hidden="true" className="size-5" />
            Add from Suggestions
            <NeedsConnection offline={offline} />
          </button>
        </div>
        <OfflineNote offline={offline} what="Meal templates" />
      </div>
      {meals.data ? (
        meals.data.length > 0 ? (
          // Offline, the cards' buttons are disabled together: editing a meal needs the server.
          <fieldset disabled={offline} className="min-w-0">
            <ul aria-label="Meal templates" className="space-y-3">
              {meals.data.map((meal) => (
                <MealCard
                  key={meal.id}
                  meal={meal}
                  onEdit={() => setForm({ value: meal, open: true })}
                  onDelete={() => setDeleting({ value: meal, open: true })}
                />
              ))}
            </ul>
          </fieldset>
        ) : (
          <EmptyState />
        )
      ) : meals.isError ? (
        <ErrorBox message={MESSAGES.loadFailed} onRetry={() => void meals.refetch()} />
      ) : (
        <div className="flex justify-center py-12 text-emerald-700 dark:text-emerald-400">
          <Spinner label="Loading your meals…" className="size-8" />
        </div>
      )}
      <MealFormDialog
        open={form.open}
        meal={form.value}
        saving={actions.saving}
        onSave={(fields) => actions.save(form.value?.id ?? null, fields)}
        onClose={() => setForm((shown) => ({ ...shown, open: false }))}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="Delete this meal?"
        message={`“${deleting?.value.name ?? ''}” will be removed from your meal templates.`}
        confirmLabel="Delete meal"
        onCancel={() => setDeleting(close)}
        onConfirm={() => {
          if (deleting) {
            actions.remove(deleting.value.id);
          }
          setDeleting(close);
        }}
      />
      {suggesting === null ? null : (
        <Suspense
          fallback={
            <div className="flex justify-center text-emerald-700 dark:text-emerald-400">
              <Spinner label="Loading suggestions…" />
            </div>
          }
        >
          <SuggestionsDialog
            open={suggesting}
            savedMeals={meals.data ?? []}
            onAdd={(fields) => actions.save(null, fields)}
            onClose={() => setSuggesting(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-900">
      <ChefHat aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h2 className="mt-3 text-lg font-semibold">{MESSAGES.noMeals}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Create your own, or add a few from the suggestions. Then plan them into your week.
      </p>
    </div>
  );
}
