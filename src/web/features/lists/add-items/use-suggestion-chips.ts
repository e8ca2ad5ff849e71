import { useState } from 'react';
import { messageOf } from '@/lib/rpc-client';
import { useAsyncAction } from '@/lib/use-async-action';
import { excludeList, NO_SUGGESTIONS, withChipUsed, withNewSuggestions } from './suggestion-chips-state';

/**
 * The Suggest button's chips for one list: each press asks for items not shown before; a failed request
 * leaves the chips as they were and reports the message.
 */
export function useSuggestionChips(
  suggest: (exclude: string[]) => Promise<string[]>,
  onError: (message: string) => void,
) {
  const [state, setState] = useState(NO_SUGGESTIONS);
  const [request, busy] = useAsyncAction(suggest);

  const ask = async () => {
    if (busy) {
      return;
    }
    try {
      const answer = await request(excludeList(state));
      setState((current) => withNewSuggestions(current, answer));
    } catch (error) {
      onError(messageOf(error));
    }
  };

  return {
    ...state,
    busy,
    ask: () => void ask(),
    /** Marks a chip as used once its text went into the box. */
    take: (text: string) => setState((current) => withChipUsed(current, text)),
  };
}
