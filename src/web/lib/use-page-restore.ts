import { useEffect, useRef } from 'react';

/**
 * Calls `onRestore` when the browser shows this page again from its back/forward cache: someone who left
 * for a payment page and pressed Back gets the page exactly as they left it, "Processing..." included.
 */
export function usePageRestore(onRestore: () => void): void {
  const latest = useRef(onRestore);
  latest.current = onRestore;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        latest.current();
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
