import { LogIn, LogOut, ShoppingBasket, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Spinner } from '@/components/spinner';
import { waitingChangesOf } from '@/lib/device-store';
import { probablySignedIn } from '@/lib/session-hint';
import { useErrorBanner } from '@/providers/error-banner';
import { useSession } from '@/providers/session';

const ACCOUNT_LINK =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:opacity-60 aria-[current=page]:bg-emerald-50 sm:px-3 dark:text-emerald-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800';

/** The header: logo and tagline (a way home from anywhere) and the account links. */
export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2.5 rounded-lg"
          aria-label={t('header.homeLabel')}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-700 text-white dark:bg-emerald-600">
            <ShoppingBasket aria-hidden="true" className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block text-lg font-bold leading-tight tracking-tight">Aislewise</span>
            <span className="block text-xs leading-snug text-slate-600 dark:text-slate-300">
              {t('header.tagline')}
            </span>
          </span>
        </Link>
        <AccountLinks />
      </div>
    </header>
  );
}

/**
 * The links' room while the session loads, empty and hidden: the tagline then wraps as it will beside the real
 * links, and the header keeps its height when they arrive.
 */
function AccountLinksPlaceholder({ member }: { member: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="invisible flex shrink-0 items-center">
      {member ? (
        <>
          <span className={ACCOUNT_LINK}>
            <UserRound className="size-5 sm:size-4" />
            <span className="hidden sm:inline">{t('header.profile')}</span>
          </span>
          <span className={ACCOUNT_LINK}>
            <LogOut className="hidden size-4 sm:block" />
            {t('header.signOut')}
          </span>
        </>
      ) : (
        <span className={ACCOUNT_LINK}>
          <LogIn className="size-4" />
          {t('header.signIn')}
        </span>
      )}
    </div>
  );
}

/** Sign In for guests; Profile and Sign Out once signed in; their room kept while the session loads. */
function AccountLinks() {
  const { status, signOut, user } = useSession();
  const { showError, clearError } = useErrorBanner();
  const [signingOut, setSigningOut] = useState(false);
  /** Changes still on the device when Sign Out was pressed: signing out would drop them, so the user is asked. */
  const [unsent, setUnsent] = useState(0);
  const { t } = useTranslation();

  if (status === 'loading') {
    return <AccountLinksPlaceholder member={probablySignedIn()} />;
  }
  if (status === 'guest') {
    return (
      <Link to="/login" className={ACCOUNT_LINK}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('header.signIn')}
      </Link>
    );
  }

  const signOutNow = async () => {
    setUnsent(0);
    setSigningOut(true);
    try {
      await signOut();
      clearError();
    } catch {
      showError(t('header.signOutFailed'));
    } finally {
      setSigningOut(false);
    }
  };

  const onSignOut = async () => {
    const waiting = user ? await waitingChangesOf(user.uid) : 0;
    if (waiting > 0) {
      setUnsent(waiting);
    } else {
      await signOutNow();
    }
  };

  return (
    <nav aria-label={t('header.accountLabel')} className="flex shrink-0 items-center">
      {/* On phones the profile link is its icon alone, so the tagline keeps room to breathe. */}
      <NavLink to="/profile" className={ACCOUNT_LINK}>
        <UserRound aria-hidden="true" className="size-5 sm:size-4" />
        <span className="sr-only sm:not-sr-only">{t('header.profile')}</span>
      </NavLink>
      <button type="button" className={ACCOUNT_LINK} onClick={() => void onSignOut()} disabled={signingOut}>
        {signingOut ? (
          <Spinner label={t('header.signingOut')} className="size-4" />
        ) : (
          <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
        )}
        {t('header.signOut')}
      </button>
      <ConfirmDialog
        open={unsent > 0}
        title={t('header.unsentTitle')}
        message={t('header.unsentMessage', { count: unsent })}
        confirmLabel={t('header.signOutAnyway')}
        cancelLabel={t('header.staySignedIn')}
        onCancel={() => setUnsent(0)}
        onConfirm={() => void signOutNow()}
      />
    </nav>
  );
}
