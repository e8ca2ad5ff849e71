import { isInvitedUser } from '../policies/invites';

/** What the invite page learns: the list for its recipient, only who shared it for anyone else. */
export function presentInvite(
  invite: { listId: string; recipientId: string; listName: string; sharedBy: string },
  userId: string,
) {
  if (!isInvitedUser(userId, invite)) {
    return { status: 'other-account' as const, sharedBy: invite.sharedBy };
  }
  return {
    status: 'yours' as const,
    listId: invite.listId,
    listName: invite.listName,
    sharedBy: invite.sharedBy,
  };
}
