import { MESSAGES } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useOneTap } from '@/lib/one-tap';
import { call } from '@/lib/rpc-client';

/** The text for a failed generation: the empty-plan rule as it is, anything else with its reason. */
export function generateFailureText(reason: string): string {
  return reason === MESSAGES.emptyPlan ? reason : MESSAGES.generateFailed(reason);
}

/** The week's shopping lines as the list would get them, read fresh each time the review opens. */
export function useWeekLines(open: boolean) {
  return useQuery({
    queryKey: ['review', 'week'],
    queryFn: ({ signal }) => call('weekShoppingLines', {}, { signal }),
    enabled: open,
    gcTime: 0,
  });
}

/**
 * Puts the week's reviewed lines onto a list (the meals join its planned meals); one tap makes one change,
 * and a tap that joined one under way resolves to JOINED.
 */
export function useGenerateList() {
  return useOneTap((input: { listId: string; lines: string[] }, changeId) =>
    call('generateShoppingList', { ...input, changeId }),
  );
}
