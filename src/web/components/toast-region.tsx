import { Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from './use-toast';

/** How long a toast stays: long enough to reach Undo, short enough not to sit in the way. */
const SHOWN_MS = 5000;

/**
 * Where toasts show: a polite live region that is always there (so screen readers hear each new toast), holding
 * at most one.
 */
export function ToastRegion({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  return (
    <div role="status">{toast ? <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} /> : null}</div>
  );
}

/** One toast: it goes after 5 s, and waits while the pointer is on it or focus is in it, so Undo can be reached at any pace. */
function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const paused = pointer || focus;
  const card = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const element = card.current;
    if (!element) {
      return;
    }
    const listeners: [string, () => void][] = [
      ['pointerenter', () => setPointer(true)],
      ['pointerleave', () => setPointer(false)],
      ['focusin', () => setFocus(true)],
      ['focusout', () => setFocus(false)],
    ];
    for (const [type, listener] of listeners) {
      element.addEventListener(type, listener);
    }
    return () => {
      for (const [type, listener] of listeners) {
        element.removeEventListener(type, listener);
      }
    };
  }, []);
  useEffect(() => {
    if (paused) {
      return;
    }
    const timer = setTimeout(onDismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  return (
    <div
      ref={card}
      className="mx-auto flex max-w-md items-center gap-2 rounded-xl bg-slate-900 py-1.5 pr-1.5 pl-4 text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <p className="min-w-0 flex-1 py-2 text-sm sm:text-base">{toast.text}</p>
      {toast.undo ? (
        <button
          type="button"
          onClick={toast.undo}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 font-semibold text-emerald-300 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-emerald-300 dark:text-emerald-800 dark:hover:bg-slate-900/10 dark:focus-visible:outline-emerald-800"
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('toast.undo')}
        </button>
      ) : null}
    </div>
  );
}
