import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { noInput } from './profile';

/** A member's role in a household: one owner, admins who invite and remove, and members. */
export const HOUSEHOLD_ROLES = ['owner', 'admin', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** A household's name as typed: trimmed, required, at most 100 characters. */
export const householdNameSchema = z
  .string({ error: MESSAGES.householdNameRequired })
  .trim()
  .min(1, MESSAGES.householdNameRequired)
  .max(LIMITS.maxHouseholdName, MESSAGES.householdNameTooLong(LIMITS.maxHouseholdName));

/** The caller's household: its name, whether it has Pro, and its members, the owner first, then by joining. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPro: z.boolean(),
  members: z.array(z.object({ userId: z.string(), displayName: z.string(), role: z.enum(HOUSEHOLD_ROLES) })),
  /** What the caller may do with it, as the households policy decides. */
  abilities: z.object({ rename: z.boolean() }),
});
export type Household = z.infer<typeof householdSchema>;

const householdOutput = z.object({ household: householdSchema });

export const householdContracts = {
  /** getHousehold: the caller's household. */
  getHousehold: { input: noInput, output: householdOutput },
  /** renameHousehold: a new name, by the owner or an admin. */
  renameHousehold: { input: z.object({ name: householdNameSchema }), output: householdOutput },
} as const;

/** True when the text is one of the roles. */
export function isHouseholdRole(text: string): text is HouseholdRole {
  return (HOUSEHOLD_ROLES as readonly string[]).includes(text);
}
