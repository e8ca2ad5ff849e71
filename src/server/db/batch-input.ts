import { wellFormed } from '@shared/well-formed';

/**
 * The calls of one batch as JSON rows, numbered in arrival order. A lone surrogate would make PostgreSQL refuse
 * the whole JSON, and with it every caller in the batch, so text is sent well-formed (U+FFFD in its place).
 */
export function inputOf(rows: object[]): string {
  return JSON.stringify(
    rows.map((row, ord) => ({ ord, ...row })),
    (_key, value: unknown) => (typeof value === 'string' ? wellFormed(value) : value),
  );
}

/**
 * An id as the database can compare it: no id we hand out holds a NUL, and one would make the whole write's
 * JSON unreadable, so such an id becomes one that matches nothing.
 */
export function storableId(id: string): string {
  return id.includes('\u0000') ? '' : id;
}
