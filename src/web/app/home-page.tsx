import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { GuestHomePage } from '@/features/lists/guest/guest-home-page';
import { AccountDeletedNotice } from '@/features/profile/account-deleted-notice';
import { lazyComponent } from '@/lib/lazy-route';
import { probablySignedIn } from '@/lib/session-hint';
import { useSession } from '@/providers/session';

// Signed-in users get their lists, loaded only for them, so the guest page stays as small as it was.
const MyListsPage = lazyComponent(
  () => import('@/features/lists/overview/my-lists-page'),
  (m) => m.MyListsPage,
);

/** Home (SPEC §2): the guest list for guests, the list overview once signed in. */
export function HomePage() {
  const { status, user } = useSession();
  const { t } = useTranslation();
  // While the session loads, a device that was signed in waits; a guest sees their list at once, as before.
  if (status === 'loading' && probablySignedIn()) {
    return <PageSpinner label={t('session.checking')} />;
  }
  // Remounted when the user changes, so a sign-out forgets what was on screen.
  return (
    <>
      <AccountDeletedNotice />
      {user ? <MyListsPage key={user.uid} /> : <GuestHomePage key="guest" />}
    </>
  );
}
