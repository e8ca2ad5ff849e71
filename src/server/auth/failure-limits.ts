import type { AuthRateLimitRepo, WindowCount } from './auth-rate-limit.repo';

/** At most `max` in a window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** How many failed attempts on one account are let through before it is refused, and from where. */
export interface FailureLimits {
  /** From one address: what stops a guesser there without locking the owner out anywhere else. */
  perAccountAndAddress: Limit;
  /**
   * From all addresses the account has not signed in from lately, together: what stops guessing spread over many
   * addresses. The owner's own addresses are not held back by it.
   */
  perAccountFromNewAddresses: Limit;
  /** How long after a successful attempt its address counts as one of the owner's. */
  knownAddressMs: number;
}

interface Counter {
  key: string;
  limit: Limit;
}

/**
 * Runs one attempt on an account under its failure limits. Each counter that applies takes the attempt with one
 * atomic increment before it runs (so attempts sent at once cannot all pass one look at a count, on one instance
 * or many), and gets it back when the attempt succeeds or is refused: what stays counted is failures.
 * Answers the count of the counter that was full, or null when the attempt ran.
 */
export async function withinFailureLimits(
  repo: AuthRateLimitRepo,
  limits: FailureLimits,
  who: { account: string; address: string },
  attempt: () => Promise<{ succeeded: boolean }>,
): Promise<WindowCount | null> {
  const knownKey = `${who.account}|known|${who.address}`;
  const known = (await repo.peek(knownKey, limits.knownAddressMs)).hits > 0;
  const counters: Counter[] = [
    { key: `${who.account}|failed|${who.address}`, limit: limits.perAccountAndAddress },
    ...(known ? [] : [{ key: `${who.account}|failed`, limit: limits.perAccountFromNewAddresses }]),
  ];
  const taken: Counter[] = [];
  for (const counter of counters) {
    const count = await repo.hit(counter.key, counter.limit.windowMs);
    taken.push(counter);
    if (count.hits > counter.limit.max) {
      await giveBack(repo, taken);
      return count;
    }
  }
  const { succeeded } = await attempt();
  if (succeeded) {
    await giveBack(repo, taken);
    await repo.touch(knownKey);
  }
  return null;
}

async function giveBack(repo: AuthRateLimitRepo, counters: Counter[]): Promise<void> {
  await Promise.all(counters.map((counter) => repo.giveBack(counter.key, counter.limit.windowMs)));
}
