import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off after a while, for feedback like "Copied!" (SPEC §4 timings). */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);
  return [on, raise];
}
