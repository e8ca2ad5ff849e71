import type { Me } from '@shared/contract/profile';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { followAccountLanguage } from '@/i18n/account-language';
import { postAuth } from '@/lib/auth-request';
import { forgetUser } from '@/lib/device-store';
import { callOrTakeEarly } from '@/lib/early-calls';
import { saveGuestItems } from '@/lib/guest-list-storage';
import { followHouseholdUnits } from '@/lib/household-units';
import { lastSignedIn, rememberSignedIn } from '@/lib/session-hint';

/** Who is using the app: still asking the server, a guest, or a signed-in user. */
export type SessionStatus = 'loading' | 'guest' | 'signed-in';

interface Session {
  status: SessionStatus;
  user: Me | null;
  /** Asks the server again who is signed in (after sign-in, a profile change, a password reset). */
  refresh: () => Promise<void>;
  /** Ends the session on the server, then forgets everything this device kept for the user. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Who the server says is signed in: the user, null for nobody, or undefined when it could not be asked. The
 * `session` probe answers a guest with null rather than 401, so a guest's page logs no failed request.
 */
async function fetchMe(): Promise<Me | null | undefined> {
  try {
    const { user } = await callOrTakeEarly('session', {});
    rememberSignedIn(user);
    return user;
  } catch (error) {
    console.warn('Could not load the session', error);
    return undefined;
  }
}

/**
 * Loads the session once on start and shares it with the whole app. `goHome` runs during sign-out, after
 * the server ended the session and before the app forgets the user; it must commit the new page at once
 * (flushSync), or a signed-in-only page would render for a guest and send them to the login page.
 */
export function SessionProvider({ children, goHome }: { children: ReactNode; goHome: () => Promise<void> }) {
  const [user, setUser] = useState<Me | null>(null);
  const [loaded, setLoaded] = useState(false);

  // Unreachable: on start, whoever was signed in here last time carries on with the lists kept on this device (a
  // guest with the guest list); once signed in, a refresh that fails (a live reconnect on a flaky network) keeps
  // the user rather than signing them out.
  // While signing out, sign-out itself says who is next: the server ending the session makes the live socket ask
  // for it again, and an answer arriving before sign-out has cleared the device would show the old guest list.
  const signingOut = useRef(false);
  const take = useCallback((me: Me | null | undefined) => {
    if (signingOut.current) {
      return;
    }
    setUser((current) => (me === undefined ? (current ?? lastSignedIn()) : me));
    setLoaded(true);
  }, []);

  const refresh = useCallback(async () => take(await fetchMe()), [take]);

  useEffect(() => {
    // The first answer renders the whole page for who it names: as a transition, in slices, so a slow phone stays
    // responsive. Later ones (after a sign-in) commit at once, before the caller moves on.
    void fetchMe().then((me) => startTransition(() => take(me)));
  }, [take]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await postAuth('sign-out', {});
      // Cleared before the state change, so the home page remounts without the old guest list (SPEC §4).
      saveGuestItems(null);
      rememberSignedIn(null);
      // The device's copy of the user's lists goes with them.
      if (user) {
        await forgetUser(user.uid);
      }
      await goHome();
      setUser(null);
    } finally {
      signingOut.current = false;
    }
  }, [goHome, user]);

  // The household's units follow the member here: the device sums amounts in them, as the server does.
  const unitsInUse = user?.unitsInUse;
  useEffect(() => followHouseholdUnits(unitsInUse), [unitsInUse]);

  // The language chosen in Profile on any device follows the member here.
  const accountLanguage = user?.language ?? null;
  useEffect(() => {
    if (accountLanguage !== null) {
      followAccountLanguage(accountLanguage);
    }
  }, [accountLanguage]);

  const value = useMemo<Session>(() => {
    const status: SessionStatus = !loaded ? 'loading' : user ? 'signed-in' : 'guest';
    return { status, user, refresh, signOut };
  }, [loaded, user, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session: status, the signed-in user, refresh() and signOut(). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return session;
}
