import { MESSAGES } from '@shared/messages';
import type { AuthRateLimitRepo } from '../auth';
import { AppError } from '../rpc/app-error';
import type { AiCaller } from './ai-service';

const MINUTE = 60_000;

/** Model calls per minute: guests counted per address, accounts per user. */
export interface AiCallLimits {
  guestPerMinute: number;
  userPerMinute: number;
}

/**
 * Counts the calls that reach a paid model and refuses the one over the limit with a 429 the user can
 * read. Answers from the built-in service and from the cache never come here: they cost nothing.
 */
export function createAiCallLimit(counters: AuthRateLimitRepo, limits: AiCallLimits) {
  return {
    /** Counts this call; throws RESOURCE_EXHAUSTED when the caller is over their limit. */
    async take(caller: AiCaller): Promise<void> {
      const [key, max] = caller.userId
        ? [`ai|user|${caller.userId}`, limits.userPerMinute]
        : [`ai|ip|${caller.clientAddress}`, limits.guestPerMinute];
      const count = await counters.hit(key, MINUTE);
      if (count.hits > max) {
        const seconds = Math.max(1, Math.ceil(count.resetsInMs / 1000));
        caller.log.warn('ai call limited', {
          key: caller.userId ? 'user' : 'address',
          hits: count.hits,
          max,
        });
        throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.aiTooManyRequests(seconds));
      }
    },
  };
}

/** The per-caller limit on model calls. */
export type AiCallLimit = ReturnType<typeof createAiCallLimit>;
