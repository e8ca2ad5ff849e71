import { useCallback, useRef, useState } from 'react';

/** A short message at the bottom of the screen, with Undo when what it reports can be taken back. */
export interface Toast {
  /** New for every toast, so one that replaces another gets its full time. */
  id: number;
  text: string;
  undo?: () => void;
}

/** The page's one toast: a new one replaces the one showing. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const lastId = useRef(0);
  const show = useCallback((text: string, undo?: () => void) => {
    lastId.current += 1;
    setToast({ id: lastId.current, text, undo });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

/** Shows a toast, optionally with Undo (see useToast). */
export type ShowToast = ReturnType<typeof useToast>['show'];
