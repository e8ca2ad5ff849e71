import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { itemLinesSchema } from './items';

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
  .string({ error: MESSAGES.listNameRequired })
  .trim()
  .min(1, MESSAGES.listNameRequired)
  .max(MAX_LIST_NAME, MESSAGES.listNameTooLong(MAX_LIST_NAME));

/** One item name as typed: trimmed, at most 200 characters. */
export const itemNameSchema = z
  .string({ error: MESSAGES.itemNameRequired })
  .trim()
  .min(1, MESSAGES.itemNameRequired)
  .max(LIMITS.maxItemLength, MESSAGES.itemTooLong(LIMITS.maxItemLength));

/** An item of a saved list. */
export const savedItemSchema = z.object({ id: z.string(), name: z.string(), checked: z.boolean() });

/** A list in the overview. */
export const listSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  itemCount: z.number(),
  ownerId: z.string(),
  members: z.array(z.string()),
});

/** Someone who shares a list. */
export const listMemberSchema = z.object({ uid: z.string(), displayName: z.string(), isOwner: z.boolean() });

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
  items: z.partialRecord(z.enum(CATEGORIES), z.array(savedItemSchema)).nullable(),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

const listRef = z.object({ listId: listIdField });
const itemRef = listRef.extend({ itemId: itemIdField });
const done = z.object({});

export const listContracts = {
  listLists: {
    input: z.object({}).strict().default({}),
    output: z.object({ lists: z.array(listSummarySchema) }),
  },
  getList: { input: listRef, output: z.object({ list: listDetailSchema }) },
  createList: {
    input: z.object({ name: listNameSchema.optional() }).default({}),
    output: z.object({ id: z.string() }),
  },
  updateListName: { input: listRef.extend({ name: z.string().max(MAX_LIST_NAME * 4) }), output: done },
  deleteList: { input: listRef, output: done },
  leaveList: { input: listRef, output: done },
  removeMember: { input: listRef.extend({ memberId: id('member') }), output: done },
  addItems: {
    input: listRef.extend({ text: itemLinesSchema }),
    /** `warning` is set when a configured model failed and the built-in categorizer filed the items. */
    output: z.object({ added: z.number(), warning: z.string().optional() }),
  },
  toggleItem: {
    input: itemRef.extend({ checked: z.boolean({ error: 'Send checked as true or false.' }) }),
    output: done,
  },
  renameItem: { input: itemRef.extend({ name: itemNameSchema }), output: done },
  moveItem: {
    input: itemRef.extend({ category: z.enum(CATEGORIES, { error: 'Pick one of the 12 categories.' }) }),
    output: done,
  },
  deleteItem: { input: itemRef, output: done },
  resortList: { input: listRef, output: z.object({ warning: z.string().optional() }) },
  clearList: { input: listRef, output: done },
} as const;
