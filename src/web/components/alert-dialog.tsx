import { useId } from 'react';
import { BUTTON } from './button-styles';
import { DIALOG } from './surface-styles';
import { useModalDialog } from './use-modal-dialog';

/** SPEC's prompt of type alert: a title, a message and OK, announced as an alert dialog. */
export function AlertDialog({
  open,
  title,
  message,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const messageId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={onClose}
      className={DIALOG}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-slate-600 dark:text-slate-300">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        {/* The only control, so showModal() puts the focus on it. */}
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          OK
        </button>
      </div>
    </dialog>
  );
}
