import type { RecipeDraft } from '@shared/contract/recipes';
import { MESSAGES } from '@shared/messages';
import type { AiService } from '../ai';
import type { AuthRateLimitRepo } from '../auth';
import type { Config } from '../config';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { RecipeFetchOptions } from './recipe-fetch';

// The page reader (an HTML parser) and the guarded fetch are loaded with the first import, not at start-up: most
// servers import a recipe now and then, and the idle server should not hold their code.
const pageImport = () =>
  Promise.all([import('./recipe-fetch'), import('./read-recipe-page'), import('./page-text')]);

/** A draft with all a meal needs: a name, ingredients and steps. */
const complete = (draft: RecipeDraft | null): draft is RecipeDraft =>
  draft !== null && draft.name !== '' && draft.ingredients.length > 0 && draft.instructions.trim() !== '';

type RecipeProcedure = 'importRecipeFromUrl' | 'parseRecipeText';

/** Pages a user may have the server fetch in a minute: an import is a person pasting a link, not a crawler. */
export const RECIPE_IMPORTS_PER_MINUTE = 10;
const MINUTE = 60_000;

/** Where the page was and its picture, kept from the built-in reading when the model read the recipe. */
function pageLinksOf(read: RecipeDraft | null, url: string): Pick<RecipeDraft, 'sourceUrl' | 'imageUrl'> {
  return {
    sourceUrl: read?.sourceUrl ?? url,
    ...(read?.imageUrl !== undefined ? { imageUrl: read.imageUrl } : {}),
  };
}

/**
 * Reading recipes into drafts for the meal form: from a web page the server fetches (guarded, counted per
 * user), or from text the user pasted. Nothing is saved here; the user reviews the draft and saves it.
 */
export function createRecipeProcedures(deps: {
  config: Pick<Config, 'recipeFetchAllow' | 'publicUrl'>;
  authRateLimits: AuthRateLimitRepo;
  /** The model, when one is configured: one call per import that the built-in readers cannot read whole. */
  ai: AiService;
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
      const [{ fetchRecipePage, RecipeFetchError }, { readRecipePage }, { pageText }] = await pageImport();
      let page: Awaited<ReturnType<typeof fetchRecipePage>>;
      try {
        page = await fetchRecipePage(url, fetchOptions);
      } catch (error) {
        if (error instanceof RecipeFetchError) {
          throw new AppError('INVALID_ARGUMENT', error.message);
        }
        throw error;
      }
      const read = readRecipePage(page.html, page.url);
      // What the page's markup and its visible recipe do not give whole, the model reads once from its text.
      const modelRead = complete(read) ? null : await deps.ai.readRecipe(pageText(page.html), ctx);
      const draft = complete(modelRead) ? { ...modelRead, ...pageLinksOf(read, page.url) } : read;
      if (!draft) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.recipeNotFound);
      }
      return { draft };
    },
    parseRecipeText: async ({ text }, ctx) => {
      const { readRecipeText } = await import('./read-recipe-text');
      const read = readRecipeText(text);
      // Text with no sections the reader can split (no ingredient lines, or no steps) goes to the model once.
      const modelRead = complete(read) ? null : await deps.ai.readRecipe(text, ctx);
      const draft = complete(modelRead) ? modelRead : read;
      if (!draft) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.recipeTextNoIngredients);
      }
      return { draft };
    },
  };
}
