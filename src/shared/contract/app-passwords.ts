import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/** An app password's name as typed: what the owner will recognise it by when revoking it. */
export const appPasswordNameSchema = z
  .string({ error: () => MESSAGES.appPasswordNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.appPasswordNameRequired })
  .max(LIMITS.maxAppPasswordName, {
    error: () => MESSAGES.appPasswordNameTooLong(LIMITS.maxAppPasswordName),
  });

/** An app password as its owner sees it: never the password itself, which is shown once when made. */
export const appPasswordSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When a program last signed in with it; null until one has. */
  lastUsedAt: z.string().nullable(),
});
export type AppPassword = z.infer<typeof appPasswordSchema>;

export const appPasswordContracts = {
  /**
   * Makes a password for another program (CalDAV, a script). The answer is the only time the password is
   * shown: the server keeps its hash. Not replayable by a change id, since a replay would have to keep it.
   */
  createAppPassword: {
    input: z.object({ name: appPasswordNameSchema }),
    output: z.object({ id: z.string(), password: z.string() }),
  },
  listAppPasswords: {
    input: z.object({}).strict().default({}),
    output: z.object({ appPasswords: z.array(appPasswordSchema) }),
  },
  /** Revokes it at once: the next request made with it is refused. */
  revokeAppPassword: {
    input: z.object({ id: z.string({ error: 'Send the app password id.' }).min(1).max(64) }),
    output: z.object({}),
  },
};
