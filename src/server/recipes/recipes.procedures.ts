import { MESSAGES } from '@shared/messages';
import type { AuthRateLimitRepo } from '../auth';
import type { Config } from '../config';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { RecipeFetchOptions } from './recipe-fetch';

// The page reader (an HTML parser) and the guarded fetch are loaded with the first import, not at start-up: most
// servers import a recipe now and then, and the idle server should not hold their code.
const pageImport = () => Promise.all([import('./recipe-fetch'), import('./read-recipe-page')]);

type RecipeProcedure = 'importRecipeFromUrl' | 'parseRecipeText';

/** Pages a user may have the server fetch in a minute: an import is a person pasting a link, not a crawler. */
export const RECIPE_IMPORTS_PER_MINUTE = 10;
const MINUTE = 60_000;

/**
 * Reading recipes into drafts for the meal form: from a web page the server fetches (guarded, counted per
 * user), or from text the user pasted. Nothing is saved here; the user reviews the draft and saves it.
 */
export function createRecipeProcedures(deps: {
  config: Pick<Config, 'recipeFetchAllow' | 'publicUrl'>;
  authRateLimits: AuthRateLimitRepo;
  /** How pages are fetched; the tests keep the real fetch and only widen its allow list. */
  fetchOptions?: Partial<RecipeFetchOptions>;
}): Pick<Procedures, RecipeProcedure> {
  const fetchOptions: RecipeFetchOptions = {
    allow: deps.config.recipeFetchAllow,
    userAgent: deps.config.publicUrl
      ? `Aislewise recipe import (+${deps.config.publicUrl})`
      : 'Aislewise recipe import',
    ...deps.fetchOptions,
  };
  return {
    importRecipeFromUrl: async ({ url }, ctx) => {
      const count = await deps.authRateLimits.hit(`recipe-import|${ctx.userId}`, MINUTE);
      if (count.hits > RECIPE_IMPORTS_PER_MINUTE) {
        throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.recipeImportsTooFast);
      }
      const [{ fetchRecipePage, RecipeFetchError }, { readRecipePage }] = await pageImport();
      let page: Awaited<ReturnType<typeof fetchRecipePage>>;
      try {
        page = await fetchRecipePage(url, fetchOptions);
      } catch (error) {
        if (error instanceof RecipeFetchError) {
          throw new AppError('INVALID_ARGUMENT', error.message);
        }
        throw error;
      }
      const draft = readRecipePage(page.html, page.url);
      if (!draft) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.recipeNotFound);
      }
      return { draft };
    },
    parseRecipeText: async ({ text }) => {
      const { readRecipeText } = await import('./read-recipe-text');
      const draft = readRecipeText(text);
      if (!draft) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.recipeTextNoIngredients);
      }
      return { draft };
    },
  };
}
