import type { ProcedureSpec } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { isPro } from '../policies/pro';
import { AppError } from './app-error';

/** What the guard reads of an account: what the Pro policy decides on (null when the account is gone). */
export interface AccountReader {
  find(userId: string): Promise<{ subscriptionStatus: string } | null>;
}

/** Enforces a procedure's access on the server: 401 without an account, 403 without Pro. */
export async function guardAccess(
  spec: Pick<ProcedureSpec, 'access' | 'signInMessage'>,
  userId: string | null,
  profiles: AccountReader,
): Promise<void> {
  if (spec.access === 'public') {
    return;
  }
  if (!userId) {
    throw new AppError('UNAUTHENTICATED', spec.signInMessage?.() ?? MESSAGES.signInRequired);
  }
  if (spec.access === 'pro') {
    if (!isPro(await profiles.find(userId))) {
      throw new AppError('PERMISSION_DENIED', MESSAGES.proRequired);
    }
  }
}
