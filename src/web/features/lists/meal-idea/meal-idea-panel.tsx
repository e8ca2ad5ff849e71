import type { MealIdea } from '@shared/contract/ai';
import { UtensilsCrossed } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { lazyComponent } from '@/lib/lazy-route';
import { messageOf } from '@/lib/rpc-client';
import { useAsyncAction } from '@/lib/use-async-action';

// The idea's body loads on the first press, alongside the request, so the guest page's first load stays small.
const loadCard = () => import('./meal-idea-card');
const MealIdeaCard = lazyComponent(loadCard, (m) => m.MealIdeaCard);

/**
 * SPEC §2's Get Meal Idea panel: a meal from the list's items and the 1–3 things it still needs. Asking
 * again replaces the idea. Without `onAddNeed` (guests) the needs' Add buttons are disabled with a PRO badge;
 * with `onSaveIdea` (Pro) the idea can be kept as a meal template.
 */
export function MealIdeaPanel({
  onRequest,
  onError,
  onAddNeed,
  onSaveIdea,
}: {
  onRequest: () => Promise<MealIdea>;
  onError: (message: string) => void;
  onAddNeed?: (need: string) => Promise<boolean>;
  onSaveIdea?: (idea: MealIdea) => Promise<boolean>;
}) {
  const { t } = useTranslation('lists');
  const [shown, setShown] = useState<{ idea: MealIdea; round: number } | null>(null);
  const [request, busy] = useAsyncAction(onRequest);

  const ask = async () => {
    if (busy) {
      return;
    }
    try {
      const [idea] = await Promise.all([request(undefined), loadCard()]);
      setShown((current) => ({ idea, round: (current?.round ?? 0) + 1 }));
    } catch (error) {
      onError(messageOf(error));
    }
  };

  return (
    <section
      aria-labelledby="meal-idea-heading"
      aria-busy={busy}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <h2 id="meal-idea-heading" className="flex items-center gap-2 font-semibold">
            <UtensilsCrossed aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
            {t('mealIdea.panel.heading')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('mealIdea.panel.intro')}</p>
        </div>
        <button
          type="button"
          className={`${BUTTON.secondary} w-full sm:w-auto`}
          onClick={() => void ask()}
          disabled={busy}
        >
          {busy ? <Spinner label={t('mealIdea.panel.thinking')} className="size-4" /> : null}
          {t('mealIdea.panel.button')}
        </button>
      </div>
      {shown ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-6 text-emerald-700 dark:text-emerald-400">
              <Spinner />
            </div>
          }
        >
          <MealIdeaCard key={shown.round} idea={shown.idea} onAddNeed={onAddNeed} onSave={onSaveIdea} />
        </Suspense>
      ) : null}
    </section>
  );
}
