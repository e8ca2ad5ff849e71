import { createHash } from 'node:crypto';
import type { DavItemRow } from './dav.repo';
import { writeTodo } from './vtodo';

/** One item as a CalDAV resource: its name in the collection, its body and the ETag of that body. */
export interface TodoResource {
  name: string;
  uid: string;
  body: string;
  etag: string;
  row: DavItemRow;
}

/** A list as a calendar collection: its items, and the sync token of exactly this state of them. */
export interface ListState {
  version: number;
  resources: TodoResource[];
  /** The state's token: the list's version and a digest of every item's name and ETag. */
  token: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The item as a resource: named as its client created it, else by its id. */
export function todoResource(row: DavItemRow): TodoResource {
  const uid = row.uid ?? row.id;
  const body = writeTodo({ ...row, uid });
  return { name: row.href ?? `${row.id}.ics`, uid, body, etag: `"${digest(body).slice(0, 22)}"`, row };
}

/** The list's resources and the token that stands for them. */
export function listState(version: number, rows: readonly DavItemRow[]): ListState {
  const resources = rows.map(todoResource);
  const entries = resources.map((resource) => `${resource.name} ${resource.etag}`).sort();
  return { version, resources, token: `${version}-${digest(entries.join('\n')).slice(0, 16)}` };
}

/** Each resource's ETag by name: what a sync token's state is kept as. */
export function etagsOf(state: ListState): Record<string, string> {
  return Object.fromEntries(state.resources.map((resource) => [resource.name, resource.etag]));
}

/** The sync token as RFC 6578 wants it, a URI; the state's token is its last part. */
export const SYNC_TOKEN_PREFIX = 'urn:aislewise:sync:';
