import { z } from 'zod';
import { UNIT_SYSTEMS } from '../items/unit-systems';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { madeOnce } from './change-id';
import { noInput } from './profile';

/** A member's role in a household: one owner, admins who invite and remove, and members. */
export const HOUSEHOLD_ROLES = ['owner', 'admin', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** A household's name as typed: trimmed, required, at most 100 characters. */
export const householdNameSchema = z
  .string({ error: () => MESSAGES.householdNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.householdNameRequired })
  .max(LIMITS.maxHouseholdName, { error: () => MESSAGES.householdNameTooLong(LIMITS.maxHouseholdName) });

/** A household invite link that still works, as the people who may invite see it. */
export const householdInviteLinkSchema = z.object({
  inviteId: z.string(),
  url: z.string(),
  /** ISO time the link stops working. */
  expiresAt: z.string(),
  /** Joins the link still allows. */
  usesLeft: z.number().int().nonnegative(),
});
export type HouseholdInviteLink = z.infer<typeof householdInviteLinkSchema>;

/** What a member may do in their household, as the households policy decides. */
export const householdAbilitiesSchema = z.object({
  rename: z.boolean(),
  /** Chooses metric or US units for the household. */
  setUnits: z.boolean().default(false),
  invite: z.boolean(),
  /** Removes these members (by user id): the owner anyone else, an admin the members. */
  remove: z.array(z.string()),
  /** Changes roles and hands the household over: the owner. */
  changeRoles: z.boolean(),
  /** Leaves: anyone who is not alone in it. */
  leave: z.boolean(),
});

/** The caller's household: its name, whether it has Pro, and its members, the owner first, then by joining. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The units the household chose for summed amounts; null until it chooses, and each shopper's region decides. */
  units: z.enum(UNIT_SYSTEMS).nullable().default(null),
  /** The units its sums are written in for the caller now: the household's choice, else the caller's region's. */
  unitsInUse: z.enum(UNIT_SYSTEMS).default('metric'),
  isPro: z.boolean(),
  members: z.array(z.object({ userId: z.string(), displayName: z.string(), role: z.enum(HOUSEHOLD_ROLES) })),
  /** What the caller may do with it, as the households policy decides. */
  abilities: householdAbilitiesSchema,
  /** The invite links still working, for a caller who may invite (empty for anyone else). */
  invites: z.array(householdInviteLinkSchema).default([]),
});
export type Household = z.infer<typeof householdSchema>;

const householdOutput = z.object({ household: householdSchema });
const inviteIdField = z
  .string({ error: () => MESSAGES.householdInviteInvalid })
  .min(1, { error: () => MESSAGES.householdInviteInvalid })
  .max(64, { error: () => MESSAGES.householdInviteInvalid });
const memberIdField = z
  .string({ error: () => MESSAGES.householdMemberNotFound })
  .min(1, { error: () => MESSAGES.householdMemberNotFound })
  .max(64, { error: () => MESSAGES.householdMemberNotFound });

/**
 * What opening a household invite link shows: whose household and who invited, and whether it can still be
 * used. `member` when the caller is already in that household.
 */
export const householdInvitePreviewSchema = z.object({
  householdName: z.string(),
  invitedBy: z.string(),
  status: z.enum(['valid', 'expired', 'revoked', 'used-up', 'member']),
  /** The members the caller would join, by display name. */
  memberCount: z.number().int().nonnegative(),
});
export type HouseholdInvitePreview = z.infer<typeof householdInvitePreviewSchema>;

export const householdContracts = {
  /** getHousehold: the caller's household. */
  getHousehold: { input: noInput, output: householdOutput },
  /** renameHousehold: a new name, by the owner or an admin. */
  renameHousehold: { input: z.object({ name: householdNameSchema }), output: householdOutput },
  /** createHouseholdInvite: a link valid 7 days for up to `maxUses` joins (5 unless fewer are asked). */
  createHouseholdInvite: {
    input: z
      .object({
        maxUses: z.number().int().min(1).max(LIMITS.maxInviteUses).optional(),
        ...madeOnce,
      })
      .default({}),
    output: householdInviteLinkSchema,
  },
  /** getHouseholdInvite: public, what the link invites to (null when there is no such link). */
  getHouseholdInvite: {
    input: z.object({ inviteId: inviteIdField }),
    output: z.object({ invite: householdInvitePreviewSchema.nullable() }),
  },
  /**
   * joinHousehold: the caller moves into the link's household with their lists and meals; their planned week
   * merges into the household's; their previous household is left (and deleted when empty).
   */
  joinHousehold: { input: z.object({ inviteId: inviteIdField }), output: householdOutput },
  /** revokeHouseholdInvite: the link stops working at once. */
  revokeHouseholdInvite: { input: z.object({ inviteId: inviteIdField }), output: householdOutput },
  /** leaveHousehold: the caller starts a household of their own with copies of the meals they created. */
  leaveHousehold: { input: noInput, output: householdOutput },
  /** removeHouseholdMember: as leaving, for someone else, by the owner or an admin. */
  removeHouseholdMember: { input: z.object({ userId: memberIdField }), output: householdOutput },
  /** setHouseholdUnits: metric or US for the household's summed amounts, by the owner or an admin; null: each region's. */
  setHouseholdUnits: {
    input: z.object({
      units: z.enum(UNIT_SYSTEMS, { error: () => MESSAGES.householdUnitsInvalid }).nullable(),
    }),
    output: householdOutput,
  },
  /** setHouseholdRole: the owner makes a member an admin or a member, or hands ownership over ('owner'). */
  setHouseholdRole: {
    input: z.object({ userId: memberIdField, role: z.enum(HOUSEHOLD_ROLES, { error: 'Pick a role.' }) }),
    output: householdOutput,
  },
} as const;

/** True when the text is one of the roles. */
export function isHouseholdRole(text: string): text is HouseholdRole {
  return (HOUSEHOLD_ROLES as readonly string[]).includes(text);
}
