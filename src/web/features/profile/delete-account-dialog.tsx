import { confirmsEmail } from '@shared/confirms-email';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { DIALOG } from '@/components/surface-styles';
import { INPUT_CLASS } from '@/components/text-field';
import { useModalDialog } from '@/components/use-modal-dialog';

interface DeleteAccountDialogProps {
  open: boolean;
  /** The account's e-mail: what has to be typed. */
  email: string;
  paysForPro: boolean;
  deleting: boolean;
  /** The server's refusal, shown under the field. */
  error: string | null;
  onDelete: (typed: string) => void;
  onCancel: () => void;
}

/**
 * Says what deleting the account does and asks for the account's e-mail, typed; Delete stays off until it
 * matches. It cannot be closed while the deletion runs.
 */
export function DeleteAccountDialog({
  open,
  email,
  paysForPro,
  deleting,
  error,
  onDelete,
  onCancel,
}: DeleteAccountDialogProps) {
  const { t } = useTranslation('profile');
  // Back, like Escape, leaves the dialog open while the account is being deleted.
  const ref = useModalDialog(open, () => {
    if (!deleting) {
      onCancel();
    }
  });
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = confirmsEmail(typed, email);
  useEffect(() => {
    if (open) {
      setTyped('');
      // The field, not the first button: typing is what this dialog asks for.
      requestAnimationFrame(() => ref.current?.querySelector('input')?.focus());
    }
  }, [open, ref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !deleting) {
      onDelete(typed);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onCancel={(event) => {
        event.preventDefault();
        if (!deleting) {
          onCancel();
        }
      }}
      className={`${DIALOG} max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain`}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('deleteAccount.dialogTitle')}
        </h2>
        <div id={`${id}-what`} className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
          <p>{t('deleteAccount.cannotBeUndone')}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('deleteAccount.sharedLists')}</li>
            <li>{t('deleteAccount.leaveShared')}</li>
            <li>{t('deleteAccount.ownData')}</li>
            {paysForPro ? <li>{t('deleteAccount.subscription')}</li> : null}
          </ul>
        </div>
        <label htmlFor={`${id}-email`} className="mt-4 block font-semibold">
          {t('deleteAccount.typeEmail')}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 break-all text-sm text-slate-600 dark:text-slate-300">
          {email}
        </p>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          readOnly={deleting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={`${INPUT_CLASS} mt-1.5`}
        />
        <div className="mt-3">
          <FormError id={`${id}-error`} message={error} />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={deleting}>
            {t('deleteAccount.keep')}
          </button>
          <button
            type="submit"
            className={`${BUTTON.danger} disabled:cursor-not-allowed disabled:opacity-60`}
            disabled={!matches || deleting}
          >
            {deleting ? <SpinnerIcon /> : <Trash2 aria-hidden="true" className="size-5" />}
            {deleting ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
