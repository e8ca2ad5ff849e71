import { confirmsEmail } from '@shared/confirms-email';
import { MESSAGES } from '@shared/messages';
import type { SessionResolver } from '../auth';
import type { BillingService } from '../billing';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AccountDeletionRepo } from './account-deletion.repo';

/** The account itself: deleting it. */
export function createAccountProcedures(deps: {
  accountDeletion: AccountDeletionRepo;
  billing: BillingService;
  sessions: SessionResolver;
}): Pick<Procedures, 'deleteAccount'> {
  const { accountDeletion, billing, sessions } = deps;
  return {
    deleteAccount: async ({ email }, ctx) => {
      const accountEmail = await accountDeletion.emailOf(ctx.userId);
      if (accountEmail === null) {
        // Deleted a moment ago (another tab): this session is over.
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      if (!confirmsEmail(email, accountEmail)) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.deleteAccountEmailMismatch);
      }
      // The provider first: an account whose subscription could not be ended must stay, or it would be
      // charged with nobody left to cancel it.
      try {
        await billing.cancelSubscriptions(ctx.userId);
      } catch (error) {
        ctx.log.warn('account not deleted: its subscription could not be cancelled', {
          requestId: ctx.requestId,
          error: error instanceof Error ? error.message : String(error),
        });
        throw new AppError('UNAVAILABLE', MESSAGES.deleteAccountBillingFailed);
      }
      const deleted = await accountDeletion.deleteAccount(ctx.userId);
      sessions.forgetUser(ctx.userId);
      if (deleted) {
        ctx.log.info('account deleted', { requestId: ctx.requestId, ...deleted });
      }
      return {};
    },
  };
}
