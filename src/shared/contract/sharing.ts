import { z } from 'zod';
import { MESSAGES } from '../messages';
import { madeOnce } from './change-id';

const inviteIdField = z
  .string({ error: () => MESSAGES.inviteInvalid })
  .min(1, { error: () => MESSAGES.inviteInvalid })
  .max(64);

/** What the invite page learns about an invite. */
export const inviteSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('yours'), listId: z.string(), listName: z.string(), sharedBy: z.string() }),
  z.object({ status: z.literal('other-account'), sharedBy: z.string() }),
]);

export const sharingContracts = {
  createShareInvite: {
    input: z.object({
      listId: z.string().min(1).max(64),
      recipientEmail: z
        .string({ error: () => MESSAGES.emailRequired })
        .trim()
        .toLowerCase()
        .min(1, { error: () => MESSAGES.emailRequired })
        .max(254, { error: () => MESSAGES.emailRequired }),
      ...madeOnce,
    }),
    output: z.object({ inviteId: z.string() }),
  },
  /** createListLink: an open link to the list, valid 7 days: whoever opens it signed in becomes a member. */
  createListLink: {
    input: z.object({ listId: z.string().min(1).max(64), ...madeOnce }),
    output: z.object({ inviteId: z.string(), url: z.string(), expiresAt: z.string() }),
  },
  /** revokeListLink: the open link stops working at once; whoever joined through it stays a member. */
  revokeListLink: { input: z.object({ inviteId: inviteIdField }), output: z.object({}) },
  getInvite: { input: z.object({ inviteId: inviteIdField }), output: z.object({ invite: inviteSchema }) },
  acceptInvite: { input: z.object({ inviteId: inviteIdField }), output: z.object({ listId: z.string() }) },
} as const;
