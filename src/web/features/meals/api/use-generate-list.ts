import { MESSAGES } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';

/** The banner text for a failed generation: the empty-plan rule as it is, anything else with its reason. */
export function generateFailureText(reason: string): string {
  return reason === MESSAGES.emptyPlan ? reason : MESSAGES.generateFailed(reason);
}

/** Turns the week into a new shopping list, named for today as the shopper's browser words the date. */
export function useGenerateList() {
  const { showError, clearError } = useErrorBanner();
  const generate = useMutation({
    mutationFn: (input: { dateLabel: string; changeId: string }) => call('generateShoppingList', input),
    onMutate: () => clearError(),
    // The list is made either way; the warning says the built-in categorizer filed its items.
    onSuccess: ({ warning }) => {
      if (warning) {
        showError(warning);
      }
    },
    onError: (error) => showError(generateFailureText(messageOf(error))),
  });
  const [generateOnce, generating] = useOneTap((dateLabel: string, changeId) =>
    generate.mutateAsync({ dateLabel, changeId }),
  );
  return {
    /**
     * Resolves to the new list's id, or null when it was not made (the banner says why) or when the tap joined
     * a generation under way (its first tap opens the list).
     */
    generate: async (): Promise<string | null> => {
      try {
        const made = await generateOnce(new Date().toLocaleDateString());
        return made === JOINED ? null : made.listId;
      } catch {
        return null;
      }
    },
    generating,
  };
}
