import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { newId } from '../db/new-id';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import { appPasswordHash, newAppPassword } from './app-password-token';
import type { AppPasswordsRepo } from './app-passwords.repo';

/** Profile → Connected apps: the owner's app passwords. */
export function createAppPasswordProcedures(deps: {
  appPasswords: AppPasswordsRepo;
}): Pick<Procedures, 'createAppPassword' | 'listAppPasswords' | 'revokeAppPassword'> {
  const { appPasswords } = deps;
  return {
    createAppPassword: async ({ name }, ctx) => {
      const id = newId();
      const password = newAppPassword();
      const made = await appPasswords.create(
        { id, userId: ctx.userId, name, tokenHash: appPasswordHash(password) },
        LIMITS.maxAppPasswords,
      );
      if (!made) {
        throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.tooManyAppPasswords(LIMITS.maxAppPasswords));
      }
      ctx.log.info('app password created', { reqId: ctx.requestId, userId: ctx.userId, appPasswordId: id });
      return { id, password };
    },
    listAppPasswords: async (_input, ctx) => ({
      appPasswords: (await appPasswords.list(ctx.userId)).map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
    }),
    revokeAppPassword: async ({ id }, ctx) => {
      if (!(await appPasswords.revoke(ctx.userId, id))) {
        throw new AppError('NOT_FOUND', MESSAGES.appPasswordNotFound);
      }
      ctx.log.info('app password revoked', { reqId: ctx.requestId, userId: ctx.userId, appPasswordId: id });
      return {};
    },
  };
}
