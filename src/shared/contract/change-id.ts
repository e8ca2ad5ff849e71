import { z } from 'zod';

/**
 * The id a device gives a change (a UUID made there): the server applies each id once per user and answers a
 * repeat of it (a double tap, a retry after a lost answer, a queued change sent again) with the first answer,
 * writing nothing.
 */
export const changeIdSchema = z.uuid({ error: 'A change id must be a UUID made on the device.' });

/**
 * The field every procedure that creates something takes: the same change id twice makes one thing, and the
 * second call is answered like the first.
 */
export const madeOnce = { changeId: changeIdSchema.optional() };
