import { successReturnPath } from '@shared/checkout-return';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/providers/session';
import { type ActivationPhase, type ActivationWatch, watchActivation } from './activation-watch';

/**
 * Runs the success page's clock against the session: the live `user` topic refreshes the session as soon as
 * the subscription changes, and the watch polls besides; once `active` is seen, the page the checkout started
 * from (or home) follows after 2 s.
 */
export function useActivationPhase(active: boolean): ActivationPhase {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the page the checkout started from, carried by the address the payment page came back to.
  const [back] = useState(() => successReturnPath(location.search));
  const [phase, setPhase] = useState<ActivationPhase>('finalizing');
  const watch = useRef<ActivationWatch | null>(null);
  const latestActive = useRef(active);
  latestActive.current = active;

  useEffect(() => {
    const current = watchActivation({
      poll: () => void refresh(),
      onPhase: setPhase,
      // Back where the checkout started (Meals, when Go Pro showed there), else home.
      goHome: () => void navigate(back, { replace: true }),
    });
    watch.current = current;
    current.report(latestActive.current);
    return () => {
      current.stop();
      watch.current = null;
    };
  }, [refresh, navigate, back]);

  useEffect(() => {
    watch.current?.report(active);
  }, [active]);

  return phase;
}
