import type { HouseholdInvitePreview } from '@shared/contract/households';
import { useEffect, useState } from 'react';
import { isNotFound } from '@/lib/error-message';
import { call, messageOf, RpcError } from '@/lib/rpc-client';

/** A household link as the join page knows it: loading, read (null: no such link), or not reachable. */
export type InvitePreviewState =
  | { status: 'loading' }
  | { status: 'read'; invite: HouseholdInvitePreview | null }
  | { status: 'failed'; message: string };

/**
 * What a household link invites to, read without the signed-in query cache, since guests open it too;
 * `retry` asks again. A link the server cannot even read counts as no such link.
 */
export function useHouseholdInvitePreview(inviteId: string) {
  const [state, setState] = useState<InvitePreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how `retry` asks again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call('getHouseholdInvite', { inviteId }, { signal: controller.signal }).then(
      ({ invite }) => setState({ status: 'read', invite }),
      (error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        const unreadable =
          isNotFound(error) || (error instanceof RpcError && error.status === 'INVALID_ARGUMENT');
        setState(
          unreadable ? { status: 'read', invite: null } : { status: 'failed', message: messageOf(error) },
        );
      },
    );
    return () => controller.abort();
  }, [inviteId, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
