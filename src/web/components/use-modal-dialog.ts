import { useEffect, useRef } from 'react';
import { openDialogEntry, windowDialogHost } from './dialog-history';

/**
 * Opens the native <dialog> as a modal while `open` is true and closes it otherwise. While open, the dialog
 * has a history entry of its own: a phone's Back calls `onClose` (as Escape does) and the page stays.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    if (!open) {
      return;
    }
    return openDialogEntry(windowDialogHost(), () => latestOnClose.current());
  }, [open]);
  return ref;
}
