import { displayNameSchema, MAX_DISPLAY_NAME } from '@shared/contract/profile';
import { MESSAGES } from '@shared/messages';
import { APIError } from 'better-auth/api';
import { z } from 'zod';

/** The longest link to a profile picture a profile keeps. */
export const MAX_IMAGE_URL = 2000;

/**
 * A profile picture: a web link, or none. The app never shows one, but Google and OpenID providers send their
 * users' photos, and whatever is kept must be safe for anything that shows it later.
 */
const profileImageSchema = z
  .string({ error: MESSAGES.profileImageInvalid(MAX_IMAGE_URL) })
  .trim()
  .max(MAX_IMAGE_URL, MESSAGES.profileImageInvalid(MAX_IMAGE_URL))
  .refine(
    (url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url),
    MESSAGES.profileImageInvalid(MAX_IMAGE_URL),
  )
  .nullable()
  .transform((url) => url || null);

/**
 * better-auth's endpoints where a person types the profile: what breaks a rule is refused there. Everywhere else
 * (a sign-up through Google or OpenID) the profile comes from a provider, and a sign-in must not fail because of
 * a long name: it is made to fit.
 */
const TYPED_BY_THE_USER = new Set(['/sign-up/email', '/update-user']);

/** The profile fields of a user record better-auth is about to write. */
interface ProfileFields {
  name?: unknown;
  image?: unknown;
  email?: unknown;
}

/** The fields as they will be stored; absent when the write touches neither. */
interface CheckedProfile {
  data: { name?: string; image?: string | null };
}

/**
 * The one rule set for a profile, as better-auth database hooks for the user record: the display name as
 * updateProfile takes it (trimmed, 1 to 80 characters), the picture a web link or none. Whichever endpoint
 * writes a user, its own (sign-up, update-user) or a provider's callback, the record holds to these rules.
 */
export function profileRules() {
  const check =
    (creating: boolean) =>
    async (fields: ProfileFields, context: { path?: string } | null): Promise<CheckedProfile | undefined> => {
      const typed = TYPED_BY_THE_USER.has(context?.path ?? '');
      const data: CheckedProfile['data'] = {};
      // A new user always needs a name, even when the provider sent none.
      if (creating || fields.name !== undefined) {
        data.name = typed ? valid(displayNameSchema, fields.name) : fittedName(fields.name, fields.email);
      }
      if (fields.image !== undefined) {
        data.image = typed ? valid(profileImageSchema, fields.image) : keptImage(fields.image);
      }
      return Object.keys(data).length > 0 ? { data } : undefined;
    };
  return { create: { before: check(true) }, update: { before: check(false) } };
}

/** The value as the schema reads it, or a 400 in better-auth's shape with the rule's own message. */
function valid<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw APIError.from('BAD_REQUEST', {
      code: 'INVALID_PROFILE',
      message: parsed.error.issues[0]?.message ?? MESSAGES.displayNameRequired,
    });
  }
  return parsed.data;
}

/** A provider's picture when it is a web link; anything else is dropped rather than refused. */
function keptImage(image: unknown): string | null {
  const parsed = profileImageSchema.safeParse(image);
  return parsed.success ? parsed.data : null;
}

/**
 * A provider's name made to fit the rules rather than refused: without NUL characters (the database cannot hold
 * them), trimmed, clipped to 80 characters (never between the halves of a character pair); a provider that sends
 * no name gets the part of the e-mail before the @, as the sign-up form suggests.
 */
function fittedName(name: unknown, email: unknown): string {
  const given = typeof name === 'string' ? clippedName(name) : '';
  return given || clippedName(typeof email === 'string' ? (email.split('@')[0] ?? '') : '');
}

function clippedName(text: string): string {
  const clean = text.replaceAll('\u0000', '').trim();
  if (clean.length <= MAX_DISPLAY_NAME) {
    return clean;
  }
  const clipped = clean.slice(0, MAX_DISPLAY_NAME);
  return (/[\ud800-\udbff]$/.test(clipped) ? clipped.slice(0, -1) : clipped).trim();
}
