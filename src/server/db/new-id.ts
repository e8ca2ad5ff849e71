import { randomBytes } from 'node:crypto';

/** A new unguessable id (128 random bits) for a row the server makes: a list, an item, a meal, a store, a trip. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
