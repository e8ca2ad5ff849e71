import { MESSAGES } from '@shared/messages';
import { ChefHat } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConnectionStatus } from '@/components/connection-status';
import { ErrorBox } from '@/components/error-box';
import { OfflineNote } from '@/components/needs-connection';
import { Spinner } from '@/components/spinner';
import { lazyComponent } from '@/lib/lazy-route';
import { useOffline } from '@/providers/live';
import { useMealActions } from '../api/use-meal-actions';
import { type Meal, useMeals } from '../api/use-meals';
import { RecipeSourceDialog } from '../recipe-import/recipe-source-dialog';
import { useRecipeDialog } from '../recipe-import/use-recipe-dialog';
import { MealCard } from './meal-card';
import { type MealFormStart, startForMeal, startForRecipe } from './meal-form';
import { MealFormDialog } from './meal-form-dialog';
import { type MealSource, MyMealsActions } from './my-meals-actions';
import '@/i18n/english/meals';

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
  const { t } = useTranslation('meals');
  const meals = useMeals();
  const actions = useMealActions();
  const offline = useOffline();
  const [form, setForm] = useState<Shown<MealFormStart>>(() => ({ value: startForMeal(null), open: false }));
  const recipe = useRecipeDialog();
  const [deleting, setDeleting] = useState<Shown<Meal> | null>(null);
  const [suggesting, setSuggesting] = useState<boolean | null>(null);
  const close = <T,>(shown: Shown<T> | null) => shown && { ...shown, open: false };
  const choose = (source: MealSource) => {
    if (source === 'create') {
      setForm({ value: startForMeal(null), open: true });
    } else if (source === 'suggestions') {
      setSuggesting(true);
    } else {
      recipe.show(source);
    }
  };

  return (
    <section aria-labelledby="my-meals-heading" className="space-y-6">
      <title>{t('myMeals.documentTitle')}</title>
      <div className="space-y-3">
        <div className="space-y-1">
          <h1 id="my-meals-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('myMeals.heading')}
          </h1>
          <p className="text-slate-600 dark:text-slate-300">{t('myMeals.intro')}</p>
          <ConnectionStatus />
        </div>
        <MyMealsActions offline={offline} onChoose={choose} />
        <OfflineNote offline={offline} what={t('myMeals.offlineWhat')} />
      </div>
      {meals.data ? (
        meals.data.length > 0 ? (
          // Offline, the cards' buttons are disabled together: editing a meal needs the server.
          <fieldset disabled={offline} className="min-w-0">
            <ul aria-label={t('myMeals.listLabel')} className="space-y-3">
              {meals.data.map((meal) => (
                <MealCard
                  key={meal.id}
                  meal={meal}
                  onEdit={() => setForm({ value: startForMeal(meal), open: true })}
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
          <Spinner label={t('myMeals.loading')} className="size-8" />
        </div>
      )}
      <RecipeSourceDialog
        open={recipe.open}
        opening={recipe.opening}
        onRead={(draft) => {
          recipe.hide();
          setForm({ value: startForRecipe(draft, t), open: true });
        }}
        onClose={recipe.hide}
      />
      {/* Cancel discards a recipe's draft with the form: only Save Meal keeps it. */}
      <MealFormDialog
        open={form.open}
        start={form.value}
        saving={actions.saving}
        onSave={(fields) => actions.save(form.value.meal?.id ?? null, fields)}
        onClose={() => setForm((shown) => ({ ...shown, open: false }))}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t('myMeals.deleteTitle')}
        message={t('myMeals.deleteMessage', { name: deleting?.value.name ?? '' })}
        confirmLabel={t('myMeals.deleteConfirm')}
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
              <Spinner label={t('myMeals.loadingSuggestions')} />
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
  const { t } = useTranslation('meals');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-600 dark:bg-slate-900">
      <ChefHat aria-hidden="true" className="mx-auto size-10 text-emerald-700 dark:text-emerald-400" />
      <h2 className="mt-3 text-lg font-semibold">{MESSAGES.noMeals}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('myMeals.emptyText')}</p>
    </div>
  );
}
