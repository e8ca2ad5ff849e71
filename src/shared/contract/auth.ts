import { z } from 'zod';

/** signInOptions: the extra sign-in buttons this server offers besides e-mail and password. */
export const signInOptionsOutput = z.object({
  providers: z.array(z.object({ id: z.enum(['google', 'oidc']), name: z.string() })),
});
