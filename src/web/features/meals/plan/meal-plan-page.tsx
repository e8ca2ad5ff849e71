import { MESSAGES } from '@shared/messages';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConnectionStatus } from '@/components/connection-status';
import { ErrorBox } from '@/components/error-box';
import { NeedsConnection, OfflineNote } from '@/components/needs-connection';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { useErrorBanner } from '@/providers/error-banner';
import { useOffline } from '@/providers/live';
import { plannedCount } from '../api/plan-week';
import { useMealPlan } from '../api/use-meal-plan';
import { useMeals } from '../api/use-meals';
import { usePlanActions } from '../api/use-plan-actions';
import { WeekGrid } from './week-grid';
import { WeekReview } from './week-review';
import '@/i18n/english/meals';

/** /meal-plan (SPEC §2 Meal planner, Pro): the week's meals, and a shopping list made from them. */
export function MealPlanPage() {
  const { t } = useTranslation('meals');
  const plan = useMealPlan();
  const meals = useMeals();
  const actions = usePlanActions();
  const [reviewing, setReviewing] = useState<boolean | null>(null);
  const { showError, clearError } = useErrorBanner();
  const offline = useOffline();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const count = plan.data ? plannedCount(plan.data) : 0;
  const templates = meals.data ?? [];
  // "Your meal plan is empty" goes once a meal is planned, so it never sits beside "4 meals planned".
  useEffect(() => {
    if (count > 0) {
      clearError(MESSAGES.emptyPlan);
    }
  }, [count, clearError]);

  const onGenerate = () => {
    if (count === 0) {
      showError(MESSAGES.emptyPlan);
      return;
    }
    clearError();
    setReviewing(true);
  };

  return (
    <section aria-labelledby="meal-plan-heading" className="space-y-6">
      <title>{t('plan.documentTitle')}</title>
      <div className="space-y-3">
        <div className="space-y-1">
          <h1 id="meal-plan-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('plan.heading')}
          </h1>
          {/* Left out on a phone, where the day chips say as much and the height is worth more. */}
          <p className="hidden text-slate-600 sm:block dark:text-slate-300">{t('plan.intro')}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ConnectionStatus />
            {plan.data ? (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                {count === 0 ? t('plan.nothingPlanned') : t('plan.planned', { count })}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={`${BUTTON.primary} w-full sm:w-auto`}
            disabled={!plan.data || offline}
            onClick={onGenerate}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t('plan.generate')}
            <NeedsConnection offline={offline} />
          </button>
          <button
            type="button"
            className={`${BUTTON.secondary} w-full sm:w-auto`}
            disabled={count === 0 || offline}
            onClick={() => setConfirmingClear(true)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {t('plan.clear')}
            <NeedsConnection offline={offline} />
          </button>
        </div>
        <OfflineNote offline={offline} what={t('plan.offlineWhat')} />
      </div>
      {meals.data && templates.length === 0 ? (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sky-950 dark:bg-sky-950 dark:text-sky-100">
          <Trans
            t={t}
            i18nKey="plan.noMeals"
            values={{ noMeals: MESSAGES.noMeals }}
            components={{ go: <Link to="/meals" className={TEXT_LINK} /> }}
          />
        </p>
      ) : null}
      {plan.data ? (
        <WeekGrid
          week={plan.data}
          meals={templates}
          offline={offline}
          onAdd={(slot, meal) => actions.add(slot.day, slot.slot, meal)}
          onRemove={(slot, meal, index) => actions.remove(slot.day, slot.slot, meal, index)}
          onScale={(slot, meal, scale) => actions.scale(slot.day, slot.slot, meal, scale)}
        />
      ) : plan.isError ? (
        <ErrorBox message={MESSAGES.loadFailed} onRetry={() => void plan.refetch()} />
      ) : (
        <div className="flex justify-center py-12 text-emerald-700 dark:text-emerald-400">
          <Spinner label={t('plan.loading')} className="size-8" />
        </div>
      )}
      {/* Mounted on first use and kept, so a reopened review starts from the week as it is then. */}
      {reviewing === null ? null : (
        <WeekReview key={String(reviewing)} open={reviewing} onClose={() => setReviewing(false)} />
      )}
      <ConfirmDialog
        open={confirmingClear}
        title={t('plan.clearTitle')}
        message={t('plan.clearMessage', { count })}
        confirmLabel={t('plan.clearConfirm')}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          actions.clear();
        }}
      />
    </section>
  );
}
