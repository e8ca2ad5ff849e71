import { z } from 'zod';
import { UNIT_SYSTEMS } from '../items/unit-systems';
import { LANGUAGES } from '../languages';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/** The longest display name a profile keeps. */
export const MAX_DISPLAY_NAME = LIMITS.maxDisplayName;

/** Whether a user has Pro; anything but `active` shows as free. */
export const subscriptionStatusSchema = z.enum(['active', 'inactive']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Procedures that take nothing accept `{}` or no data at all. */
export const noInput = z.object({}).strict().default({});

/** me: who is signed in. */
export const meOutput = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  /** Whether the Pro features are open to this user: decided on the server, shown as is by the web. */
  isPro: z.boolean(),
  /** The display name of the household member whose subscription gives this user Pro; null when none does. */
  proThrough: z.string().nullable().default(null),
  /** The language chosen in Profile, kept with the account so every device follows it; null follows the browser. */
  language: z.enum(LANGUAGES).nullable().default(null),
  /** The units the user's household chose for summed amounts; null until it chooses (the region decides). */
  units: z.enum(UNIT_SYSTEMS).nullable().default(null),
  /** The units sums are written in for this user now: the household's choice, else the region's. */
  unitsInUse: z.enum(UNIT_SYSTEMS).default('metric'),
});
export type Me = z.infer<typeof meOutput>;

/** session: who is signed in, or null for a guest; the web's start-up probe, which never answers 401. */
export const sessionOutput = z.object({ user: meOutput.nullable() });

/** A display name as typed: trimmed, required, at most 80 characters. */
export const displayNameSchema = z
  .string({ error: () => MESSAGES.displayNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.displayNameRequired })
  .max(MAX_DISPLAY_NAME, { error: () => MESSAGES.displayNameTooLong(MAX_DISPLAY_NAME) });

/** updateProfile: a new display name for the signed-in user. */
export const updateProfileInput = z.object({ displayName: displayNameSchema });
export const updateProfileOutput = meOutput;

/** setLanguage: the language the app speaks to the signed-in user on every device; null follows the browser. */
export const setLanguageInput = z.object({ language: z.enum(LANGUAGES).nullable() });
export const setLanguageOutput = meOutput;
