import type { Access } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import type { ProfileRepo } from '../profile/profile.repo';
import { AppError } from './app-error';

/** Enforces a procedure's access on the server: 401 without an account, 403 without Pro. */
export async function guardAccess(
  access: Access,
  userId: string | null,
  profiles: ProfileRepo,
): Promise<void> {
  if (access === 'public') {
    return;
  }
  if (!userId) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  }
  if (access === 'pro') {
    const profile = await profiles.find(userId);
    if (profile?.subscriptionStatus !== 'active') {
      throw new AppError('PERMISSION_DENIED', MESSAGES.proRequired);
    }
  }
}
