import { MESSAGES } from '@shared/messages';
import { CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Survives the sign-out's page change (and a reload), but not the tab. */
const KEY = 'account-deleted';

/** Asks the home page to say the account was deleted, once, when it next shows. */
export function announceAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage switched off: the user lands home without the note, which is all that is lost.
  }
}

function takeAnnouncement(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** "Your account was deleted." on the home page right after a deletion, until dismissed or left. */
export function AccountDeletedNotice() {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(takeAnnouncement);
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) {
      return;
    }
    // Removed after the first render, not while reading it: React may render twice and must see it both times.
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing was kept, so nothing to remove.
    }
    // The dialog that had focus is gone with the profile page: the note is where the user now is.
    note.current?.focus();
  }, [shown]);
  return (
    <div role="status" className="empty:hidden">
      {shown ? (
        <div
          ref={note}
          tabIndex={-1}
          className="mb-6 flex items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 py-1 pr-1 pl-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1 py-2 font-medium">{MESSAGES.accountDeleted}</p>
          <button
            type="button"
            onClick={() => setShown(false)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-emerald-100 dark:hover:bg-emerald-900"
            aria-label={t('accountDeleted.dismiss')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
