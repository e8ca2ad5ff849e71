/**
 * Counts the requests whose handler is still running, including those whose client has hung up: closing the
 * server only waits for open connections, and a write whose phone lost its signal would otherwise meet a closed
 * database halfway (shutdown waits for `settled` before closing it).
 */
export function countInFlight<Args extends unknown[]>(
  handle: (...args: Args) => Promise<Response> | Response,
) {
  let running = 0;
  const waiting = new Set<() => void>();
  return {
    fetch: async (...args: Args): Promise<Response> => {
      running += 1;
      try {
        return await handle(...args);
      } finally {
        running -= 1;
        if (running === 0) {
          for (const resolve of waiting) {
            resolve();
          }
          waiting.clear();
        }
      }
    },
    /** Resolves once no handler runs, or after `ms` (a handler stuck on a dead connection must not hold shutdown). */
    settled: (ms: number) =>
      new Promise<void>((resolve) => {
        if (running === 0) {
          resolve();
          return;
        }
        const timer = setTimeout(() => {
          waiting.delete(done);
          resolve();
        }, ms);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.add(done);
      }),
  };
}
