import { existsSync, readFileSync } from 'node:fs';
import { PASSWORDS } from './accounts';
import { SERVER_LOG } from './e2e-paths';

/** Playwright's global teardown: the app must never have logged a password the tests typed. */
export default function checkLogs(): void {
  if (!existsSync(SERVER_LOG)) {
    throw new Error(`The server log ${SERVER_LOG} is missing: the log check cannot run.`);
  }
  const log = readFileSync(SERVER_LOG, 'utf8');
  if (!log.includes('"request"')) {
    throw new Error(`The server log ${SERVER_LOG} holds no request lines: was LOG_LEVEL lowered?`);
  }
  const leaked = Object.entries(PASSWORDS).filter(([, password]) => log.includes(password));
  if (leaked.length > 0) {
    throw new Error(
      `The server log holds test passwords (${leaked.map(([name]) => name).join(', ')}): see ${SERVER_LOG}.`,
    );
  }
}
