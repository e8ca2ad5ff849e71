/** The success page's timings: SPEC §9's 2 s before home, and how long to wait for the payment to land. */
export const ACTIVATION_TIMING = {
  /** Asks the server again this often, in case a live notice is missed. */
  pollEveryMs: 3_000,
  /** After this long without Pro the page stops promising and explains instead. */
  slowAfterMs: 60_000,
  /** How long "Pro is active" stays before the page goes home. */
  homeAfterMs: 2_000,
} as const;

/** Waiting for the subscription, Pro active (home soon), or still not active after the wait. */
export type ActivationPhase = 'finalizing' | 'active' | 'slow';

export interface ActivationHandlers {
  /** Asks the server for the subscription status again; the answer comes back through `report`. */
  poll: () => void;
  onPhase: (phase: ActivationPhase) => void;
  goHome: () => void;
}

export interface ActivationWatch {
  /** Reports the subscription status as last seen; the first `true` starts the way home. */
  report: (active: boolean) => void;
  /** Stops every timer (the page is left). */
  stop: () => void;
}

/**
 * The success page's clock: polls at once and every few seconds until the subscription is active, then
 * reports `active` and goes home after `homeAfterMs`. Past `slowAfterMs` it reports `slow` and keeps
 * polling, so a late webhook still ends on the active screen.
 */
export function watchActivation(
  handlers: ActivationHandlers,
  timing: typeof ACTIVATION_TIMING = ACTIVATION_TIMING,
): ActivationWatch {
  let active = false;
  const pollTimer = setInterval(handlers.poll, timing.pollEveryMs);
  const slowTimer = setTimeout(() => handlers.onPhase('slow'), timing.slowAfterMs);
  let homeTimer: ReturnType<typeof setTimeout> | undefined;
  handlers.poll();

  return {
    report(isActive) {
      if (!isActive || active) {
        return;
      }
      active = true;
      clearInterval(pollTimer);
      clearTimeout(slowTimer);
      handlers.onPhase('active');
      homeTimer = setTimeout(handlers.goHome, timing.homeAfterMs);
    },
    stop() {
      clearInterval(pollTimer);
      clearTimeout(slowTimer);
      clearTimeout(homeTimer);
    },
  };
}
