/** An invite as its rule sees it: whom it was sent to. */
export interface InviteRecipient {
  recipientId: string;
}

/**
 * Opens the list an invite names: its recipient alone (anyone else signed in learns only who shared it), and
 * only while they are still a member of the list (canView in lists.ts), so an old link never undoes the
 * owner's decision to remove someone.
 */
export const isInvitedUser = (userId: string, invite: InviteRecipient): boolean =>
  invite.recipientId === userId;
