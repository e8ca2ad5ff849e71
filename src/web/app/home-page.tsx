import { GuestHomePage } from '../features/guest-list/guest-home-page';
import { useSession } from './session';

/** Home: the guest list, remounted when the user changes so a sign-out forgets what was on screen. */
export function HomePage() {
  const { user } = useSession();
  return <GuestHomePage key={user?.uid ?? 'guest'} />;
}
