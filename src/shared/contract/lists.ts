import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { changeIdSchema, madeOnce } from './change-id';
import { itemLinesSchema, listItemSchema, noteSchema, quantitySchema } from './items';

/** The longest list name kept. */
export const MAX_LIST_NAME = LIMITS.maxListName;
export { DEFAULT_LIST_NAME } from '../list-text';

const id = (what: string) =>
  z
    .string({ error: `Send the ${what} id.` })
    .min(1, `Send the ${what} id.`)
    .max(64);
export const listIdField = id('list');
export const itemIdField = id('item');

/** A list name as typed: trimmed, at most 80 characters. */
export const listNameSchema = z
  .string({ error: () => MESSAGES.listNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.listNameRequired })
  .max(MAX_LIST_NAME, { error: () => MESSAGES.listNameTooLong(MAX_LIST_NAME) });

/** One item name as typed: trimmed, at most 200 characters. */
export const itemNameSchema = z
  .string({ error: () => MESSAGES.itemNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.itemNameRequired })
  .max(LIMITS.maxItemLength, { error: () => MESSAGES.itemTooLong(LIMITS.maxItemLength) });

/** An item of a saved list: the API's item (see listItemSchema) with its id and when it was ticked. */
export const savedItemSchema = listItemSchema.extend({
  id: z.string(),
  /** ISO time of the tick, so the cart lists items in the order they went in; null while unticked. */
  checkedAt: z.string().nullable(),
  /** The display name of who put it on the list; null when not known (older items, a deleted account). */
  addedBy: z.string().nullable().optional(),
});

/**
 * What the caller may do to a list, decided on the server by the list policies: the web shows or hides
 * controls from these and never works the rules out itself.
 */
export const listAbilitiesSchema = z.object({
  rename: z.boolean(),
  delete: z.boolean(),
  leave: z.boolean(),
  share: z.boolean(),
  removeMembers: z.boolean(),
  /** Makes the list private or the household's again: its creator. */
  setVisibility: z.boolean().optional(),
});
export type ListAbilities = z.infer<typeof listAbilitiesSchema>;

/**
 * A list's version: it goes up by one for every change a caller made, so a device can tell whether the
 * list it holds is already as new as a change it hears about, and a writer whose own change was the next
 * one needs no refetch.
 */
export const listVersionSchema = z.number().int().nonnegative();

/** Who sees a list: every member of its creator's household, or its creator and whom they share it with. */
export const LIST_VISIBILITIES = ['household', 'private'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

/** A list in the overview. */
export const listSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  itemCount: z.number(),
  ownerId: z.string(),
  members: z.array(z.string()),
  /** The display name of who shared it with the caller, when it came from outside their household. */
  sharedBy: z.string().optional(),
  /** True while a list shared with the caller has not been opened by them. */
  isNew: z.boolean().optional(),
  visibility: z.enum(LIST_VISIBILITIES).default('household'),
  abilities: listAbilitiesSchema,
});

/** Someone who shares a list. */
export const listMemberSchema = z.object({ uid: z.string(), displayName: z.string(), isOwner: z.boolean() });

/** The store a list is shopped in, as its members see it (see listDetailSchema.walk). */
export const listWalkSchema = z.object({
  storeName: z.string(),
  categories: z.array(z.enum(CATEGORIES)),
  orderSetByHand: z.boolean(),
  /** The trips the learned order comes from. */
  trips: z.number().int().nonnegative(),
});
export type ListWalk = z.infer<typeof listWalkSchema>;

/** A whole list: SPEC's shape, items keyed by category (null when empty), each item with its id. */
export const listDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  members: z.array(listMemberSchema),
  createdAt: z.string(),
  lastUpdated: z.string(),
  plannedMeals: z.array(z.string()),
  needsResort: z.boolean(),
  /**
   * Who renamed an item into another aisle, setting needsResort (their user id), so the warning is worded for
   * whoever sees it; null when not known or not set.
   */
  resortBy: z.string().nullable().default(null),
  items: z.partialRecord(z.enum(CATEGORIES), z.array(savedItemSchema)).nullable(),
  version: listVersionSchema,
  /** The store the list is shopped in (setListStore), or null. */
  storeId: z.string().nullable().default(null),
  /**
   * How the list is walked in its store, null without one: `categories` in the order to show them (set by
   * hand, else learned from trips, else SPEC's), and `items` already in the learned order within each category.
   */
  walk: listWalkSchema.nullable().default(null),
  visibility: z.enum(LIST_VISIBILITIES).default('household'),
  abilities: listAbilitiesSchema,
});
export type ListDetail = z.infer<typeof listDetailSchema>;

const listRef = z.object({ listId: listIdField });
const itemRef = listRef.extend({ itemId: itemIdField });
/** A write a device may queue while offline and send again. */
const replayable = { changeId: changeIdSchema.optional() };
const done = z.object({});
/** A write to a list: the list's version with this caller's change in it. */
export const written = z.object({ version: listVersionSchema });

export const listContracts = {
  listLists: {
    input: z.object({}).strict().default({}),
    output: z.object({ lists: z.array(listSummarySchema) }),
  },
  getList: { input: listRef, output: z.object({ list: listDetailSchema }) },
  createList: {
    input: z.object({ name: listNameSchema.optional(), ...madeOnce }).default({}),
    output: z.object({ id: z.string() }),
  },
  updateListName: {
    input: listRef.extend({ name: z.string().max(MAX_LIST_NAME * 4), ...replayable }),
    output: written,
  },
  deleteList: { input: listRef, output: done },
  leaveList: { input: listRef, output: done },
  removeMember: { input: listRef.extend({ memberId: id('member') }), output: written },
  /** Makes a list private (its creator and whom they share it with) or the household's again. */
  setListVisibility: {
    input: listRef.extend({
      visibility: z.enum(LIST_VISIBILITIES, { error: "Send 'household' or 'private'." }),
    }),
    output: written,
  },
  addItems: {
    input: listRef.extend({
      text: itemLinesSchema,
      /** Ids made on the device for the items, one per line of `text`, so later queued changes can name them. */
      itemIds: z
        .array(z.uuid({ error: 'Item ids must be UUIDs made on the device.' }))
        .max(LIMITS.maxItemsPerRequest)
        .optional(),
      ...replayable,
    }),
    /**
     * `added` new rows; `merged` lines that named an item already on the list and joined its row (quantities
     * added up, tick taken off). `warning` is set when a configured model failed and the built-in categorizer
     * filed the items.
     */
    output: written.extend({
      added: z.number(),
      merged: z.number().default(0),
      warning: z.string().optional(),
    }),
  },
  toggleItem: {
    input: itemRef.extend({ checked: z.boolean({ error: 'Send checked as true or false.' }), ...replayable }),
    output: written,
  },
  renameItem: { input: itemRef.extend({ name: itemNameSchema, ...replayable }), output: written },
  moveItem: {
    input: itemRef.extend({
      category: z.enum(CATEGORIES, { error: 'Pick one of the 12 categories.' }),
      ...replayable,
    }),
    output: written,
  },
  /** Sets or (blank) clears an item's quantity; the aisle stays, since it was decided on the name. */
  setItemQuantity: {
    input: itemRef.extend({ quantity: quantitySchema, ...replayable }),
    output: written,
  },
  /** Sets or (blank) clears an item's note; its name, amount and aisle stay. */
  setItemNote: {
    input: itemRef.extend({ note: noteSchema, ...replayable }),
    output: written,
  },
  /** Deletes an item; restoreItems puts it back as it was. */
  deleteItem: { input: itemRef.extend(replayable), output: written },
  /** Unticks every ticked item. */
  uncheckAll: { input: listRef.extend(replayable), output: written },
  /** Removes every ticked item (the cart); restoreItems puts them back as they were. */
  removeCheckedItems: { input: listRef.extend(replayable), output: written },
  /**
   * Undo of a delete, a clear or a removal of ticked items: the items come back with their ticks, aisles,
   * quantities and places, for every member. Items removed more than a day ago, or already back, are skipped.
   */
  restoreItems: {
    input: listRef.extend({
      itemIds: z
        .array(itemIdField)
        .min(1, 'Send the ids of the items to restore.')
        .max(LIMITS.maxItemsPerRestore, `Restore at most ${LIMITS.maxItemsPerRestore} items at a time.`),
      ...replayable,
    }),
    output: written.extend({ restored: z.number().default(0) }),
  },
  resortList: { input: listRef, output: written.extend({ warning: z.string().optional() }) },
  clearList: { input: listRef.extend(replayable), output: written },
} as const;
