import { UtensilsCrossed } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { NeedsConnection } from '@/components/needs-connection';
import { ProBadge } from '@/components/pro-badge';
import { Spinner } from '@/components/spinner';
import { lazyComponent } from '@/lib/lazy-route';
import { hasPro } from '@/lib/pro';
import { useOffline } from '@/providers/live';
import { useSession } from '@/providers/session';

const MealToList = lazyComponent(
  () => import('./meal-to-list'),
  (m) => m.MealToList,
);

/**
 * SPEC §2 List detail's Add Meal to List: for Pro users it opens the picker of their meals, then the review of the
 * chosen meal's lines; for everyone
 * else it carries the PRO badge and leads to the upgrade page.
 */
export function AddMealToList({ listId, onAdded }: { listId: string; onAdded: () => void }) {
  const { t } = useTranslation('meals');
  const { user } = useSession();
  const [picking, setPicking] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState('');
  const offline = useOffline();
  if (!hasPro(user)) {
    return (
      <Link to="/go-pro" className={`${BUTTON.secondary} w-full sm:w-auto`}>
        <UtensilsCrossed aria-hidden="true" className="size-4" />
        {t('addToList.button')}
        <ProBadge />
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`${BUTTON.secondary} w-full sm:w-auto`}
        disabled={offline}
        onClick={() => {
          setOutcome('');
          setPicking(true);
        }}
      >
        <UtensilsCrossed aria-hidden="true" className="size-4" />
        {t('addToList.button')}
        <NeedsConnection offline={offline} />
      </button>
      {picking === null ? null : (
        <Suspense fallback={<Spinner label={t('addToList.loading')} />}>
          <MealToList
            open={picking}
            listId={listId}
            onAdded={(said) => {
              setOutcome(said);
              onAdded();
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      {/* Said where the shopper pressed, and read out: what came onto the list and what was there already. */}
      <p role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {outcome}
      </p>
    </>
  );
}
