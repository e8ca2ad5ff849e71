import { MESSAGES } from '../../shared/messages';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { ProfileRepo } from './profile.repo';

/** Procedures of the profile area. */
export function createProfileProcedures(deps: {
  profiles: ProfileRepo;
}): Pick<Procedures, 'me' | 'updateProfile'> {
  return {
    me: async (_input, ctx) => (await deps.profiles.find(ctx.userId)) ?? signedOut(),
    updateProfile: async ({ displayName }, ctx) =>
      (await deps.profiles.updateDisplayName(ctx.userId, displayName)) ?? signedOut(),
  };
}

function signedOut(): never {
  // The session outlived its account (deleted elsewhere): treat the caller as signed out.
  throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
}
