import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { LIMITS } from '../limits';
import { MEAL_SLOTS, PLAN_SCALES, WEEK_DAYS } from '../meal-plan';
import { MESSAGES } from '../messages';
import { HOUSEHOLD_ROLES } from './households';
import { itemNameSchema, listNameSchema } from './lists';
import { mealContracts, mealNameSchema } from './meals';
import { categoryOrderSchema, storeNameSchema } from './stores';

/** What the `format` field of every data file says, so a file from anywhere else is told apart. */
export const MY_DATA_FORMAT = 'aislewise-export';
/** The version of the format this build writes and reads; a newer file is refused with its own message. */
export const MY_DATA_VERSION = 1;

/** How many of each thing one data file may hold; export never writes more, so every export imports. */
export const MY_DATA_LIMITS = {
  lists: 1000,
  itemsPerList: 10_000,
  /**
   * Items on all lists together: far more than a household's lists hold, and few enough that writing them
   * (on the embedded database, while no other request can) stays short.
   */
  items: 10_000,
  membersPerList: 100,
  plannedMealsPerList: 1000,
  meals: 5000,
  plan: WEEK_DAYS.length * MEAL_SLOTS.length * LIMITS.maxMealsPerSlot,
  /** The latest trips of each store: far more than the learned order reads (20). */
  tripsPerStore: 100,
  ticksPerTrip: 10_000,
  categoryCorrections: 20_000,
  /** Items of the account's item history: the household's completion reads its latest 2,000. */
  itemHistory: 20_000,
  /** Characters of an item's quantity. */
  quantity: 500,
  /** Characters of a display name: not written by an import, so any the account had is read. */
  displayName: 1000,
} as const;

// Years the database stores as they are written: PostgreSQL has no year 0, and no file predates 1970.
const time = z.iso.datetime({ offset: true, error: () => MESSAGES.importTimeInvalid }).refine(
  (at) => {
    const year = new Date(at).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  },
  { error: () => MESSAGES.importTimeInvalid },
);
const role = z.enum(['owner', 'member'], { error: 'Give the role as "owner" or "member".' });
const category = z.enum(CATEGORIES, { error: 'Pick one of the 12 categories.' });
const flag = z.boolean({ error: 'Write true or false.' });
const many = <T extends z.ZodType>(of: T, max: number, what: string) =>
  z.array(of, { error: `Give the ${what} as a list ([…]).` }).max(max, `At most ${max} ${what}.`);

/** One item of a list, in list order: its name alone, its quantity, its note, its aisle and its tick. */
const itemSchema = z.object({
  name: itemNameSchema,
  // Longer than a typed quantity may be: amounts that do not add up are kept side by side as lines merge.
  quantity: z
    .string({ error: 'Give the quantity as text.' })
    .trim()
    .max(MY_DATA_LIMITS.quantity, `Keep the quantity under ${MY_DATA_LIMITS.quantity} characters.`)
    .nullish()
    .transform((quantity) => quantity || null),
  note: z
    .string({ error: 'Give the note as text.' })
    .trim()
    .max(LIMITS.maxNoteLength, `Keep the note under ${LIMITS.maxNoteLength} characters.`)
    .nullish()
    .transform((note) => note || null),
  category,
  checked: flag,
  checkedAt: time.nullish().transform((at) => at ?? null),
});

/** A list the user owns or shares; other members by display name only. */
export const listSchema = z.object({
  name: listNameSchema,
  role,
  createdAt: time,
  members: many(
    z.object({ displayName: z.string().max(MY_DATA_LIMITS.displayName), role }),
    MY_DATA_LIMITS.membersPerList,
    'members',
  ).default([]),
  /** The name of the store the list is shopped in, or null. */
  store: storeNameSchema.nullish().transform((name) => name ?? null),
  /** Meals added to the list (Add Meal to List), by name. */
  plannedMeals: many(
    z.string().max(LIMITS.maxMealName),
    MY_DATA_LIMITS.plannedMealsPerList,
    'planned meals',
  ).default([]),
  items: many(itemSchema, MY_DATA_LIMITS.itemsPerList, 'items'),
});

const mealFields = mealContracts.createMeal.input.shape;
export const mealSchema = z.object({
  name: mealFields.name,
  ingredients: mealFields.ingredients,
  instructions: mealFields.instructions,
  servings: mealFields.servings,
  sourceUrl: mealFields.sourceUrl,
  createdAt: time.optional(),
});

/** One meal in one slot of the week; `meal` names one of the file's meals. */
const planEntrySchema = z.object({
  day: z.enum(WEEK_DAYS, { error: 'Pick a day from Sunday to Saturday.' }),
  slot: z.enum(MEAL_SLOTS, { error: 'Pick breakfast, lunch or dinner.' }),
  meal: mealNameSchema,
  scale: z
    .number({ error: () => MESSAGES.planScaleInvalid })
    .refine((scale) => (PLAN_SCALES as readonly number[]).includes(scale), {
      error: () => MESSAGES.planScaleInvalid,
    })
    .default(1),
});

/** One visit to a store: its ticks in the order they were made, and when the last one was. */
const tripSchema = z.object({
  endedAt: time,
  ticks: many(
    z.object({
      itemKey: z.string().trim().min(1, 'Give the item key.').max(LIMITS.maxItemLength),
      category,
      position: z
        .number({ error: 'Number the ticks from 1.' })
        .int('Number the ticks from 1.')
        .positive('Number the ticks from 1.')
        .max(MY_DATA_LIMITS.ticksPerTrip, 'Number the ticks from 1.'),
    }),
    MY_DATA_LIMITS.ticksPerTrip,
    'ticks',
  ),
});

export const storeSchema = z.object({
  name: storeNameSchema,
  /** The aisles in walking order as set by hand, or null for the default order. */
  categoryOrder: categoryOrderSchema.nullish().transform((order) => order ?? null),
  createdAt: time.optional(),
  trips: many(tripSchema, MY_DATA_LIMITS.tripsPerStore, 'trips').default([]),
});

export const correctionSchema = z.object({
  itemKey: z.string().trim().min(1, 'Give the item key.').max(LIMITS.maxItemLength),
  category,
  updatedAt: time.optional(),
});

/** An item the household always has ("we always have"): its item key and the name it was marked under. */
export const stapleFileSchema = z.object({
  itemKey: z.string().trim().min(1, 'Give the item key.').max(LIMITS.maxItemLength),
  name: z.string().trim().min(1, 'Give the name.').max(LIMITS.maxItemLength),
});

/** An item the account bought (ticked on a list): how it was last bought, how often, and whether it is starred. */
export const boughtItemSchema = z.object({
  name: z.string().trim().min(1, 'Give the item name.').max(LIMITS.maxItemLength),
  category,
  quantity: z.string().max(MY_DATA_LIMITS.quantity).nullable().default(null),
  timesBought: z.number().int().min(1).max(1_000_000),
  lastBoughtAt: time,
  favourite: z.boolean().default(false),
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first plan entry whose meal is not among the file's meals, by its place in the plan; undefined if none. */
export function missingPlanMeal(file: {
  meals: readonly { name: string }[];
  plan: readonly { meal: string }[];
}): number | undefined {
  const index = file.plan.findIndex((entry) => !file.meals.some((meal) => sameName(meal.name, entry.meal)));
  return index < 0 ? undefined : index;
}

const fileFields = {
  format: z.literal(MY_DATA_FORMAT, { error: () => MESSAGES.importNotAislewise }),
  version: z.literal(MY_DATA_VERSION, { error: () => MESSAGES.importUnknownVersion }),
  exportedAt: time,
  app: z.object({ version: z.string().max(64) }),
  profile: z.object({
    email: z.string().max(320),
    displayName: z.string().max(MY_DATA_LIMITS.displayName),
    subscriptionStatus: z.enum(['active', 'inactive']),
  }),
  /** The household the user was in when the file was made; other members by display name only. Import ignores it. */
  household: z
    .object({
      name: z.string().max(LIMITS.maxHouseholdName),
      members: z
        .array(
          z.object({
            displayName: z.string().max(MY_DATA_LIMITS.displayName),
            role: z.enum(HOUSEHOLD_ROLES),
          }),
        )
        .max(MY_DATA_LIMITS.membersPerList),
    })
    .optional(),
  lists: many(listSchema, MY_DATA_LIMITS.lists, 'lists'),
  meals: many(mealSchema, MY_DATA_LIMITS.meals, 'meals').default([]),
  plan: many(planEntrySchema, MY_DATA_LIMITS.plan, 'plan entries').default([]),
  stores: many(storeSchema, LIMITS.maxStores, 'stores').default([]),
  categoryCorrections: many(
    correctionSchema,
    MY_DATA_LIMITS.categoryCorrections,
    'category corrections',
  ).default([]),
  /** Exported for the record; an import leaves them out (what a household always has is marked again there). */
  staples: many(stapleFileSchema, LIMITS.maxStaples, 'staples').default([]),
  itemHistory: many(boughtItemSchema, MY_DATA_LIMITS.itemHistory, 'items bought').default([]),
};

/**
 * A whole data file, version 1, as docs/data-export.md describes it field by field. Export writes it and
 * import reads it; keys it does not know are ignored.
 */
export const myDataFileSchema = z.object(fileFields).superRefine((file, ctx) => {
  const index = missingPlanMeal(file);
  const entry = index === undefined ? undefined : file.plan[index];
  if (index !== undefined && entry) {
    ctx.addIssue({
      code: 'custom',
      path: ['plan', index, 'meal'],
      message: MESSAGES.importPlanMealMissing(entry.meal),
    });
  }
});

/**
 * The same file with the entries of its long arrays left unread (their number is checked): an import reads
 * those one by one with the schemas above, letting other requests in between (src/server/my-data).
 */
export const myDataFileOutline = z.object({
  ...fileFields,
  lists: many(z.unknown(), MY_DATA_LIMITS.lists, 'lists'),
  meals: many(z.unknown(), MY_DATA_LIMITS.meals, 'meals').default([]),
  stores: many(z.unknown(), LIMITS.maxStores, 'stores').default([]),
  categoryCorrections: many(z.unknown(), MY_DATA_LIMITS.categoryCorrections, 'category corrections').default(
    [],
  ),
});

/** A data file as export writes it and import reads it. */
export type MyDataFile = z.output<typeof myDataFileSchema>;
