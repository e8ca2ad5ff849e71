import { caldavScript, DEBIAN_PYTHON, outputOf, runClient } from './client-process';

/** A to-do as python3-caldav reads it from the server. */
export interface CaldavTodo {
  url: string;
  uid: string;
  summary: string;
  description: string | null;
  status: string;
  categories: string[];
}

/** One thing for python3-caldav to do in a session, in order. */
export type CaldavStep =
  | { op: 'calendars' }
  | { op: 'search' }
  | { op: 'save_todo'; summary: string }
  | { op: 'complete'; uid: string }
  | { op: 'delete'; uid: string };

/** What a session saw: each step's answer by kind, and the error the client raised, if it did. */
export interface CaldavSessionAnswer {
  calendars?: { name: string; url: string }[];
  /** The to-dos of the last search, by summary. */
  found?: CaldavTodo[];
  /** The to-do the last save_todo or complete left. */
  saved?: CaldavTodo;
  /** The python3-caldav exception that ended the session (AuthorizationError for a 401). */
  error?: { type: string; message: string };
}

/** Who signs in and where: `calendar` (a list's name) is the one the steps work on. */
export interface CaldavAccount {
  url: string;
  username: string;
  password: string;
  calendar?: string;
}

/**
 * One python3-caldav session, as a user's script runs it: DAVClient, principal(), calendars(), then the steps on
 * the named calendar (tests/support/caldav/caldav-session.py, run by Debian's Python).
 */
export async function caldavSession(
  account: CaldavAccount,
  steps: CaldavStep[],
): Promise<CaldavSessionAnswer> {
  const run = await runClient(DEBIAN_PYTHON, [
    caldavScript('caldav-session.py'),
    JSON.stringify({ ...account, calendar: account.calendar ?? null, steps }),
  ]);
  return JSON.parse(outputOf(run, 'caldav-session.py')) as CaldavSessionAnswer;
}
