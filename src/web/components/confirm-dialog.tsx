import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from './button-styles';
import { DIALOG } from './surface-styles';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that keeps things as they are; Cancel unless that word would read as the action itself. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirm prompt on the native <dialog>: focus trap, Escape and backdrop come from the browser. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open, onCancel);
  const titleId = useId();
  const { t } = useTranslation();

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onCancel} className={DIALOG}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className={BUTTON.danger} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
