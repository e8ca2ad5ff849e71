import { MESSAGES } from '@shared/messages';
import type { AuthRateLimitRepo } from '../auth';
import type { ListAccess, ListsRepo } from '../lists';
import { isInvitedUser } from '../policies/invites';
import { canView } from '../policies/lists';
import { presentInvite } from '../presenters/invite';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { SharingRepo } from './sharing.repo';

/**
 * Addresses an account may share with in a minute. Each answer tells whether an address has an account, and a
 * real one joins the list at once, so the limit keeps a caller from probing addresses; a household shares a
 * handful of lists.
 */
export const SHARES_PER_MINUTE = 20;
const MINUTE = 60_000;

/** Sharing a list by e-mail: the recipient becomes a member at once, the invite link opens it for them. */
export function createSharingProcedures(deps: {
  lists: Pick<ListsRepo, 'addMember' | 'relationOf'>;
  listAccess: ListAccess;
  sharing: SharingRepo;
  authRateLimits: AuthRateLimitRepo;
}): Pick<
  Procedures,
  'createShareInvite' | 'createListLink' | 'revokeListLink' | 'getInvite' | 'acceptInvite'
> {
  const { lists, sharing } = deps;
  const findInvite = async (inviteId: string) =>
    (await sharing.findInvite(inviteId)) ?? fail('NOT_FOUND', MESSAGES.inviteInvalid);

  return {
    createShareInvite: async ({ listId, recipientEmail }, ctx) => {
      // Counted in the database, so instances on one PostgreSQL share one limit; every call counts, found or not.
      const count = await deps.authRateLimits.hit(`share-invite|${ctx.userId}`, MINUTE);
      if (count.hits > SHARES_PER_MINUTE) {
        const seconds = Math.max(1, Math.ceil(count.resetsInMs / 1000));
        throw new AppError('RESOURCE_EXHAUSTED', MESSAGES.sharesTooFast(SHARES_PER_MINUTE, seconds));
      }
      await deps.listAccess(listId, ctx.userId, 'share');
      const recipientId =
        (await sharing.userIdByEmail(recipientEmail)) ?? fail('NOT_FOUND', MESSAGES.shareUserMissing);
      if (recipientId === ctx.userId) {
        fail('INVALID_ARGUMENT', MESSAGES.shareWithSelf);
      }
      await lists.addMember(listId, recipientId, ctx.userId);
      return { inviteId: await sharing.createInvite(listId, ctx.userId, recipientId) };
    },
    createListLink: async ({ listId }, ctx) => {
      await deps.listAccess(listId, ctx.userId, 'share');
      const link = await sharing.createLink(listId, ctx.userId);
      return {
        inviteId: link.id,
        url: `${ctx.linkOrigin}/invite/${link.id}`,
        expiresAt: link.expiresAt.toISOString(),
      };
    },
    revokeListLink: async ({ inviteId }, ctx) => {
      const listId = (await sharing.listOfLink(inviteId)) ?? fail('NOT_FOUND', MESSAGES.listLinkInvalid);
      // Whoever may share the list may stop its links; anyone else is told the list is not theirs.
      await deps.listAccess(listId, ctx.userId, 'share');
      await sharing.revokeLink(inviteId);
      return {};
    },
    getInvite: async ({ inviteId }, ctx) => {
      // An open link is everyone's who has it: it reads as theirs.
      const link = await sharing.findWorkingLink(inviteId);
      if (link) {
        return { invite: presentInvite({ ...link, recipientId: ctx.userId }, ctx.userId) };
      }
      return { invite: presentInvite(await findInvite(inviteId), ctx.userId) };
    },
    acceptInvite: async ({ inviteId }, ctx) => {
      const link = await sharing.findWorkingLink(inviteId);
      if (link) {
        await lists.addMember(link.listId, ctx.userId, link.inviterId);
        return { listId: link.listId };
      }
      const invite = await findInvite(inviteId);
      if (!isInvitedUser(ctx.userId, invite)) {
        fail('PERMISSION_DENIED', MESSAGES.inviteForOtherAccount);
      }
      // An old link must not undo the owner's decision to remove someone.
      if (!canView(await lists.relationOf({ listId: invite.listId, userId: ctx.userId }))) {
        fail('PERMISSION_DENIED', MESSAGES.inviteRevoked);
      }
      return { listId: invite.listId };
    },
  };
}

function fail(status: 'NOT_FOUND' | 'INVALID_ARGUMENT' | 'PERMISSION_DENIED', message: string): never {
  throw new AppError(status, message);
}
