import { MESSAGES } from '../../shared/messages';
import { authorize, canView, memberRelation } from '../lists/list-policies';
import type { ListsRepo } from '../lists/lists.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { SharingRepo } from './sharing.repo';

/** Sharing a list by e-mail: the recipient becomes a member at once, the invite link opens it for them. */
export function createSharingProcedures(deps: {
  lists: ListsRepo;
  sharing: SharingRepo;
}): Pick<Procedures, 'createShareInvite' | 'getInvite' | 'acceptInvite'> {
  const { lists, sharing } = deps;
  const findInvite = async (inviteId: string) =>
    (await sharing.findInvite(inviteId)) ?? fail('NOT_FOUND', MESSAGES.inviteInvalid);

  return {
    createShareInvite: async ({ listId, recipientEmail }, ctx) => {
      authorize(memberRelation(await lists.findForMember(listId, ctx.userId), ctx.userId), 'share');
      const recipientId =
        (await sharing.userIdByEmail(recipientEmail)) ?? fail('NOT_FOUND', MESSAGES.shareUserMissing);
      if (recipientId === ctx.userId) {
        fail('INVALID_ARGUMENT', MESSAGES.shareWithSelf);
      }
      await lists.addMember(listId, recipientId);
      return { inviteId: await sharing.createInvite(listId, ctx.userId, recipientId) };
    },
    getInvite: async ({ inviteId }, ctx) => {
      const invite = await findInvite(inviteId);
      if (invite.recipientId !== ctx.userId) {
        return { invite: { status: 'other-account' as const, sharedBy: invite.sharedBy } };
      }
      return {
        invite: {
          status: 'yours' as const,
          listId: invite.listId,
          listName: invite.listName,
          sharedBy: invite.sharedBy,
        },
      };
    },
    acceptInvite: async ({ inviteId }, ctx) => {
      const invite = await findInvite(inviteId);
      if (invite.recipientId !== ctx.userId) {
        fail('PERMISSION_DENIED', MESSAGES.inviteForOtherAccount);
      }
      // An old link must not undo the owner's decision to remove someone.
      if (!canView(memberRelation(await lists.findForMember(invite.listId, ctx.userId), ctx.userId))) {
        fail('PERMISSION_DENIED', MESSAGES.inviteRevoked);
      }
      return { listId: invite.listId };
    },
  };
}

function fail(status: 'NOT_FOUND' | 'INVALID_ARGUMENT' | 'PERMISSION_DENIED', message: string): never {
  throw new AppError(status, message);
}
