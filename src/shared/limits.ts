/** Request and list limits shared by the server's validation and the web's hints. */
export const LIMITS = {
  /** Items in one sort or add request. */
  maxItemsPerRequest: 500,
  /** Items one Undo puts back (a whole list cleared). */
  maxItemsPerRestore: 2000,
  /** Characters in one item name. */
  maxItemLength: 200,
  /** Characters in an item's quantity ('2 lb + 1 pack'). */
  maxQuantityLength: 60,
  /** Characters in an item's note ('finely diced', 'for serving'). */
  maxNoteLength: 200,
  /** Characters in a store's name. */
  maxStoreName: 60,
  /** Stores one account keeps. */
  maxStores: 50,
  /** The shortest password accepted, on sign-up and on a new password. */
  minPasswordLength: 8,
  /** The longest password accepted. */
  maxPasswordLength: 128,
  /** Characters in a list name. */
  maxListName: 80,
  /** Characters in a household's name (a display name and "'s household" fit). */
  maxHouseholdName: 100,
  /** People in one household: one Pro covers them all. */
  maxHouseholdMembers: 6,
  /** Days a household invite link or an open list link works. */
  inviteLinkDays: 7,
  /** Household invite links working at once. */
  maxInviteLinks: 10,
  /** Joins a household invite link allows, at most and unless the inviter picks fewer. */
  maxInviteUses: 5,
  /** Characters in a display name. */
  maxDisplayName: 80,
  /** Characters in a meal name. */
  maxMealName: 80,
  /** Ingredients in one meal. */
  maxIngredients: 100,
  /** Characters in a meal's instructions. */
  maxInstructions: 4000,
  /** People a recipe can say it serves. */
  maxServings: 100,
  /** A recipe link as typed. */
  maxRecipeUrl: 2000,
  /** A recipe pasted as text: a long page copied whole. */
  maxRecipeText: 20_000,
  /** Meals in one slot of the plan (a day's dinner). */
  maxMealsPerSlot: 10,
  /** Bytes in one API request body. */
  maxBodyBytes: 64 * 1024,
  /** Bytes in one importMyData request: a whole account's data file. */
  maxImportBytes: 5 * 1024 * 1024,
  /** Items a household marks as always at home. */
  maxStaples: 200,
  /** App passwords one account keeps (Profile → Connected apps). */
  maxAppPasswords: 20,
  /** Characters in an app password's name ('Kitchen tablet'). */
  maxAppPasswordName: 60,
  /** Bytes in one CalDAV request body: a VTODO or a REPORT is a few KB; a client's whole calendar is not. */
  maxDavBodyBytes: 256 * 1024,
} as const;

/**
 * How many changes a device sends in one call: half the most, so a call full of adds that each wait for a
 * configured model still answers well within the callable timeout.
 */
export const REPLAY_BATCH = 50;
