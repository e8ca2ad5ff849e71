import { presentProfile } from '../presenters/profile';
import { accountGone } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { ProfileRepo } from './profile.repo';

/** Procedures of the profile area. */
export function createProfileProcedures(deps: {
  profiles: ProfileRepo;
}): Pick<Procedures, 'session' | 'me' | 'updateProfile' | 'setLanguage'> {
  return {
    // A session that outlived its account (deleted elsewhere) is a guest's.
    session: async (_input, ctx) => {
      const row = ctx.userId === null ? null : await deps.profiles.find(ctx.userId);
      return { user: row ? presentProfile(row) : null };
    },
    me: async (_input, ctx) => presentProfile((await deps.profiles.find(ctx.userId)) ?? accountGone()),
    updateProfile: async ({ displayName }, ctx) =>
      presentProfile((await deps.profiles.updateDisplayName(ctx.userId, displayName)) ?? accountGone()),
    setLanguage: async ({ language }, ctx) =>
      presentProfile((await deps.profiles.updateLanguage(ctx.userId, language)) ?? accountGone()),
  };
}
