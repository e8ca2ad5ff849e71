import { useEffect, useState } from 'react';

/** How long after the page's load event the browser must also be idle before `useSettled` says so. */
const AFTER_LOAD_MS = 3000;

/**
 * True once the page has loaded, a few seconds have passed and the browser is idle: for work the page does not need
 * to show itself (the service worker's download of the whole app), so it never competes with the page's own code
 * and data on a slow network.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => {
        // Safari has no requestIdleCallback: the delay alone then.
        if ('requestIdleCallback' in window) {
          idle = window.requestIdleCallback(() => setSettled(true), { timeout: AFTER_LOAD_MS });
        } else {
          setSettled(true);
        }
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      window.addEventListener('load', whenIdle, { once: true });
    }
    return () => {
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      if (idle !== undefined) {
        window.cancelIdleCallback(idle);
      }
    };
  }, []);
  return settled;
}
