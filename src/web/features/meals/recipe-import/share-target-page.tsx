import { Navigate, useSearchParams } from 'react-router';
import { type SharedRecipeState, sharedRecipeOf } from './shared-recipe';
import '@/i18n/english/meals';

/**
 * /meals/import, the web app manifest's share_target (Pro, like /meals): a recipe link or text shared from
 * another app goes on to My Meals, which opens Import from link with it. The share travels as history state
 * rather than in the address, so /meals does not import it again on a reload.
 */
export function ShareTargetPage() {
  const [params] = useSearchParams();
  const shared = sharedRecipeOf(params);
  const state: SharedRecipeState | null = shared ? { sharedRecipe: shared } : null;
  return <Navigate to="/meals" replace state={state} />;
}
