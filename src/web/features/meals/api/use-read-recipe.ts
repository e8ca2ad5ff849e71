import type { RecipeDraft } from '@shared/contract/recipes';
import { useMutation } from '@tanstack/react-query';
import { call, messageOf } from '@/lib/rpc-client';

/** Where a recipe is read from: a web page the server fetches, or text the user pasted. */
export type RecipeSource = { kind: 'link'; url: string } | { kind: 'text'; text: string };

function readRecipe(source: RecipeSource, signal: AbortSignal) {
  return source.kind === 'link'
    ? call('importRecipeFromUrl', { url: source.url }, { signal })
    : call('parseRecipeText', { text: source.text }, { signal });
}

/** Reads a recipe into a draft for the meal form; nothing is saved. */
export function useReadRecipe() {
  const read = useMutation({
    mutationFn: ({ source, signal }: { source: RecipeSource; signal: AbortSignal }) =>
      readRecipe(source, signal),
  });
  return {
    /**
     * Resolves to the draft, or to the server's reason to show as it is; to null when `signal` aborted
     * (the user cancelled: there is nothing to say).
     */
    read: async (
      source: RecipeSource,
      signal: AbortSignal,
    ): Promise<{ draft: RecipeDraft } | { error: string } | null> => {
      try {
        return { draft: (await read.mutateAsync({ source, signal })).draft };
      } catch (error) {
        return signal.aborted ? null : { error: messageOf(error) };
      }
    },
    reading: read.isPending,
  };
}
