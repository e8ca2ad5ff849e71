import { MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/alert-dialog';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { DIALOG } from '@/components/surface-styles';
import { TextField } from '@/components/text-field';
import { useModalDialog } from '@/components/use-modal-dialog';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, RpcError } from '@/lib/rpc-client';
import { listKeys } from '../api/list-keys';
import { listVersions } from '../api/list-versions';
import { InviteLink } from './invite-link';
import { ListLinkSection } from './list-link-section';

interface ShareTarget {
  id: string;
  name: string;
}

/**
 * Share list (SPEC Modals): an e-mail address in; the recipient gets the list at once. Success and an
 * unknown user are alerts; then the invite link is shown to copy and send.
 */
export function ShareDialog({
  open,
  list,
  onClose,
}: {
  open: boolean;
  list: ShareTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const queryClient = useQueryClient();
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invite, pending] = useOneTap((input: { listId: string; recipientEmail: string }, changeId) =>
    call('createShareInvite', { ...input, changeId }),
  );
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setEmail('');
      setError(null);
      setLink(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!list || pending) {
      return;
    }
    if (email.trim() === '') {
      setError(MESSAGES.emailRequired);
      return;
    }
    setError(null);
    try {
      const invited = await invite({ listId: list.id, recipientEmail: email });
      if (invited === JOINED) {
        return;
      }
      const { inviteId } = invited;
      setLink(`${window.location.origin}/invite/${inviteId}`);
      // The new member shows on the list and in the overview even without the live connection.
      void listVersions(queryClient, list.id).refresh();
      void queryClient.invalidateQueries({ queryKey: listKeys.overview });
      setAlert({ title: MESSAGES.shareSuccessTitle, message: MESSAGES.shareSuccess });
    } catch (failure) {
      if (failure instanceof RpcError && failure.message === MESSAGES.shareUserMissing) {
        setAlert({ title: MESSAGES.shareUserMissingTitle, message: failure.message });
      } else {
        setError(shareFailureText(failure));
      }
    }
  };

  return (
    <>
      <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={DIALOG}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t('share.title')}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t('share.intro', { name: list?.name ?? '' })}
        </p>
        {link ? (
          <div className="mt-5 space-y-5">
            <InviteLink link={link} />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                className={BUTTON.secondary}
                onClick={() => {
                  setLink(null);
                  setEmail('');
                }}
              >
                {t('share.another')}
              </button>
              <button type="button" className={BUTTON.primary} onClick={onClose}>
                {t('share.done')}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <TextField
              label={t('share.email')}
              type="email"
              autoComplete="off"
              value={email}
              onValueChange={setEmail}
              invalid={error !== null}
              errorId={errorId}
            />
            <FormError id={errorId} message={error} />
            <div className="flex justify-end gap-3">
              <button type="button" className={BUTTON.secondary} onClick={onClose}>
                {t('share.cancel')}
              </button>
              <button type="submit" className={BUTTON.primary} disabled={pending}>
                {pending ? (
                  <Spinner label={t('share.sharing')} className="size-4" />
                ) : (
                  <Send aria-hidden="true" className="size-4" />
                )}
                {t('share.submit')}
              </button>
            </div>
          </form>
        )}
        {/* A new link each time the dialog opens, for the list it opened on. */}
        {open && list ? <ListLinkSection key={list.id} list={list} /> : null}
      </dialog>
      <AlertDialog
        open={alert !== null}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        onClose={() => setAlert(null)}
      />
    </>
  );
}

/**
 * What a failed share says (SPEC §8): an address to fix (their own, too long) in its own words; any other
 * failure (no connection, the server) in SPEC's 'Could not share the list.', with the reason after it.
 */
function shareFailureText(failure: unknown): string {
  if (failure instanceof RpcError && failure.status === 'INVALID_ARGUMENT' && failure.message) {
    return failure.message;
  }
  const reason = failure instanceof Error ? failure.message : '';
  return reason && reason !== MESSAGES.shareListFailed
    ? `${MESSAGES.shareListFailed} ${reason}`
    : MESSAGES.shareListFailed;
}
