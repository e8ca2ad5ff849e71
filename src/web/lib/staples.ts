import type { Staple } from '@shared/contract/staples';
import { call } from './rpc-client';

export type { Staple };

/**
 * What the household always has ("we always have"), as one query the features that show it share: Profile
 * manages it, a recipe's review starts those lines unticked. Each keeps it live with the 'staples' topic.
 */
export const staplesQuery = {
  queryKey: ['staples'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Staple[]> =>
    (await call('listStaples', {}, { signal })).staples,
};
