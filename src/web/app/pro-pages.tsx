import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { lazyComponent } from '@/lib/lazy-route';
import { hasPro } from '@/lib/pro';
import { useSession } from '@/providers/session';

// Each page loads only when it is shown: Pro pages for Pro users, the upgrade page for everyone else.
const GoProPage = lazyComponent(
  () => import('@/features/pro/go-pro-page'),
  (m) => m.GoProPage,
  ['pro'],
);
const MyMealsPage = lazyComponent(
  () => import('@/features/meals/my-meals/my-meals-page'),
  (m) => m.MyMealsPage,
  ['meals'],
);
const MealPlanPage = lazyComponent(
  () => import('@/features/meals/plan/meal-plan-page'),
  (m) => m.MealPlanPage,
  ['meals'],
);
const ShareTargetPage = lazyComponent(
  () => import('@/features/meals/recipe-import/share-target-page'),
  (m) => m.ShareTargetPage,
  ['meals'],
);

/** The Pro page of each Pro path (the router sends only these paths here). */
const PRO_PAGES: Record<string, ComponentType> = {
  meals: MyMealsPage,
  'meal-plan': MealPlanPage,
  'meals/import': ShareTargetPage,
};

/**
 * /meals, /meal-plan and /meals/import (SPEC §2 routing rules): the page for Pro users; without an active
 * subscription, guests included, the go-pro page.
 */
export function ProPage() {
  const { status, user } = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (status === 'loading') {
    return <PageSpinner label={t('session.checking')} />;
  }
  // The path without its slashes at either end: /meals/ is /meals, as the router takes it.
  const Page = PRO_PAGES[pathname.replace(/^\/+|\/+$/g, '')] ?? GoProPage;
  return hasPro(user) ? <Page /> : <GoProPage />;
}
