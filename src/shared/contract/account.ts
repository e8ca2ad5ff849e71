import { z } from 'zod';
import { MESSAGES } from '../messages';

/** The longest e-mail address there is (RFC 5321); anything longer cannot be the account's. */
const MAX_EMAIL = 254;

/** The e-mail typed to confirm the deletion, trimmed; it is compared with the account's ignoring case. */
const confirmEmail = z
  .string({ error: () => MESSAGES.deleteAccountEmailRequired })
  .trim()
  .min(1, { error: () => MESSAGES.deleteAccountEmailRequired })
  .max(MAX_EMAIL, { error: () => MESSAGES.deleteAccountEmailMismatch });

export const accountContracts = {
  /**
   * Deletes the caller's account: lists they own pass to their longest-standing other member or are deleted,
   * everything else of theirs goes, and a paid subscription is cancelled first. The session ends with it.
   */
  deleteAccount: { input: z.object({ email: confirmEmail }), output: z.object({}) },
} as const;
