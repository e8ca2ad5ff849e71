import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RecipeSource } from '../api/use-read-recipe';
import type { RecipeSourceOpening } from './recipe-source-dialog';
import { type SharedRecipe, sharedRecipeFromState } from './shared-recipe';

function openingOf(shared: SharedRecipe): RecipeSourceOpening {
  // A shared link is read at once (the user chose to share it here); shared text waits to be checked.
  return shared.kind === 'link'
    ? { kind: 'link', value: shared.url, autoStart: true }
    : { kind: 'text', value: shared.text, autoStart: false };
}

/**
 * The state of My Meals' Import from link / Paste a recipe dialog. A recipe shared to the app arrives as
 * history state (see share-target-page.tsx) and opens the dialog with it at once.
 */
export function useRecipeDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ opening: RecipeSourceOpening; open: boolean }>(() => {
    const shared = sharedRecipeFromState(location.state);
    return shared
      ? { opening: openingOf(shared), open: true }
      : { opening: { kind: 'link', value: '', autoStart: false }, open: false };
  });
  // Taken once: dropped from history, so a reload or coming Back does not import the recipe again.
  const carriesShare = sharedRecipeFromState(location.state) !== null;
  useEffect(() => {
    if (carriesShare) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [carriesShare, navigate, location.pathname]);

  return {
    ...shown,
    /** Opens the dialog empty, for a link or for pasted text. */
    show: (kind: RecipeSource['kind']) =>
      setShown({ opening: { kind, value: '', autoStart: false }, open: true }),
    /** Closes it; its text stays while it goes. */
    hide: () => setShown((current) => ({ ...current, open: false })),
  };
}
