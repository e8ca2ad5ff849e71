import { noteSchema, quantitySchema } from '@shared/contract/items';
import { itemNameSchema } from '@shared/contract/lists';
import { itemLine } from '@shared/item-line';
import { itemKey } from '@shared/items/item-key';
import { splitQuantity } from '@shared/items/item-quantity';
import { newId } from '../db/new-id';
import { AppError } from '../rpc/app-error';
import type { DavRepo } from './dav.repo';
import type { TodoResource } from './dav-resources';
import type { DavSession } from './dav-session';
import { BadTodo, readTodo, type TodoFields } from './vtodo';

/** Conditions a client put on a write (RFC 7232): the ETag it last saw, or that nothing is there yet. */
export interface WriteConditions {
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

/** What a PUT did: made a new item (201), changed one (204), or was refused on its condition (412). */
export type PutOutcome = 'created' | 'updated' | 'precondition-failed';

/** True when the resource as it is now passes the client's conditions. */
export function conditionsHold(current: TodoResource | undefined, conditions: WriteConditions): boolean {
  const tags = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (conditions.ifMatch !== undefined) {
    const wanted = tags(conditions.ifMatch);
    if (!current || !(wanted.includes('*') || wanted.includes(current.etag))) {
      return false;
    }
  }
  if (conditions.ifNoneMatch !== undefined && current) {
    const unwanted = tags(conditions.ifNoneMatch);
    if (unwanted.includes('*') || unwanted.includes(current.etag)) {
      return false;
    }
  }
  return true;
}

/**
 * A client's VTODO written to the list as the app writes: a new one is added as a typed line (parsed,
 * categorized, merged into a row of the same item), an existing one changes only what differs, each change
 * through its own procedure, so the list's live members see it and the list policies decide it.
 */
export async function putTodo(
  session: DavSession,
  dav: DavRepo,
  target: { listId: string; name: string },
  body: string,
  conditions: WriteConditions,
): Promise<PutOutcome> {
  const fields = readTodo(body);
  const line = fields.summary.replace(/\s+/g, ' ').trim();
  if (line === '') {
    throw new BadTodo('Give the to-do a summary: the item to buy.');
  }
  checkFields(line, fields.description);
  const current = (await session.state(target.listId)).resources.find((each) => each.name === target.name);
  if (!conditionsHold(current, conditions)) {
    return 'precondition-failed';
  }
  if (current) {
    await update(session, target.listId, current, { ...fields, summary: line });
    return 'updated';
  }
  await create(session, dav, target, { ...fields, summary: line });
  return 'created';
}

/**
 * Checks the whole to-do against the item limits before anything is written, so a refused part (a note over
 * the limit) never leaves half of the change behind.
 */
function checkFields(line: string, description: string | null): void {
  const typed = splitQuantity(line);
  const problems = [
    itemNameSchema.safeParse(line),
    itemNameSchema.safeParse(typed.name),
    quantitySchema.safeParse(typed.quantity ?? ''),
    noteSchema.safeParse(description ?? typed.note ?? ''),
  ].flatMap((result) => (result.success ? [] : result.error.issues));
  if (problems[0]) {
    throw new AppError('INVALID_ARGUMENT', problems[0].message);
  }
}

async function create(
  session: DavSession,
  dav: DavRepo,
  target: { listId: string; name: string },
  fields: TodoFields,
): Promise<void> {
  const { listId } = target;
  const id = newId();
  await session.add(listId, fields.summary, id);
  const after = await session.state(listId);
  const made = after.resources.find((each) => each.row.id === id);
  // The line joined a row already on the list: that row is the client's resource from now on, so the client
  // finds what it made where it put it, and the list holds the item once.
  const key = itemKey(splitQuantity(fields.summary).name);
  const joined = made ?? after.resources.find((each) => itemKey(each.row.name) === key);
  if (!joined) {
    return;
  }
  await dav.nameItem({ listId, itemId: joined.row.id, href: target.name, uid: fields.uid });
  const itemId = joined.row.id;
  if (fields.description !== null && joined.row.note === null) {
    await session.call('setItemNote', { listId, itemId, note: fields.description });
  }
  if (made && fields.category !== null && fields.category !== made.row.category) {
    await session.call('moveItem', { listId, itemId, category: fields.category });
  }
  if (fields.completed) {
    await session.call('toggleItem', { listId, itemId, checked: true });
  }
}

async function update(session: DavSession, listId: string, current: TodoResource, fields: TodoFields) {
  const { row } = current;
  const itemId = row.id;
  // The summary as served reads back as the item's own name and amount: a name that the line reader would
  // split otherwise ('chips (salted)') is not renamed by a client that only ticked it.
  const unchanged = fields.summary === itemLine({ name: row.name, quantity: row.quantity });
  const typed = unchanged
    ? { name: row.name, quantity: row.quantity, note: null }
    : splitQuantity(fields.summary);
  if (typed.name !== row.name) {
    await session.call('renameItem', { listId, itemId, name: typed.name });
  }
  if (typed.quantity !== row.quantity) {
    await session.call('setItemQuantity', { listId, itemId, quantity: typed.quantity ?? '' });
  }
  const note = fields.description ?? typed.note;
  if (note !== row.note) {
    await session.call('setItemNote', { listId, itemId, note: note ?? '' });
  }
  if (fields.category !== null && fields.category !== row.category) {
    await session.call('moveItem', { listId, itemId, category: fields.category });
  }
  if (fields.completed !== row.checked) {
    await session.call('toggleItem', { listId, itemId, checked: fields.completed });
  }
}

/** Deletes the item as the app's delete does: set aside, so the app's Undo can bring it back. */
export async function deleteTodo(
  session: DavSession,
  target: { listId: string; name: string },
  conditions: WriteConditions,
): Promise<'deleted' | 'not-found' | 'precondition-failed'> {
  const current = (await session.state(target.listId)).resources.find((each) => each.name === target.name);
  if (!current) {
    return 'not-found';
  }
  if (!conditionsHold(current, conditions)) {
    return 'precondition-failed';
  }
  await session.call('deleteItem', { listId: target.listId, itemId: current.row.id });
  return 'deleted';
}
