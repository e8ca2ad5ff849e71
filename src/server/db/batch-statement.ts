import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './raw-rows';

/** Turns a statement into its text and parameters, as drizzle sends it. */
const dialect = new PgDialect();

/**
 * Runs one batched statement and answers its rows. On PGlite it goes as one simple-protocol message with its
 * text parameters written in as dollar-quoted literals: a parameterized query costs PGlite six trips into its
 * engine (parse, describe, bind, describe, execute, sync), about a millisecond that every batch of ticks paid.
 * Anywhere else, and for parameters that are not text, it is an ordinary parameterized query. Only for
 * statements outside a transaction (the transaction holds PGlite for itself).
 */
export async function runBatchStatement<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const client = pgliteOf(db);
  if (client) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const texts = params.filter((param): param is string => typeof param === 'string');
    if (texts.length === params.length) {
      // Placeholders are replaced in one pass, so nothing written in is read again as SQL.
      const inlined = text.replace(/\$(\d+)/g, (_match, index: string) =>
        dollarQuoted(texts[Number(index) - 1] ?? ''),
      );
      // PGlite runs on this thread: let pending I/O in first, as every other query does (TakingTurnsPGlite).
      await new Promise((resolve) => setImmediate(resolve));
      const results = await client.exec(inlined);
      return (results.at(-1)?.rows ?? []) as Row[];
    }
  }
  return rowsOf<Row>(db, statement);
}

/**
 * The PGlite behind a drizzle database, or null for a PostgreSQL pool. Told by its shape rather than instanceof:
 * importing PGlite's class here would load the embedded database on PostgreSQL servers too.
 */
function pgliteOf(db: Database): PGlite | null {
  const client = '$client' in db ? db.$client : null;
  return typeof client === 'object' && client !== null && 'waitReady' in client && 'exec' in client
    ? (client as PGlite)
    : null;
}

/**
 * A text as an SQL literal that needs no escaping: dollar-quoted with a tag that first appears where the literal
 * ends (a text ending in `$aw` would otherwise close `$aw$` early).
 */
export function dollarQuoted(value: string): string {
  let tag = '$aw$';
  for (let n = 0; `${value}${tag}`.indexOf(tag) !== value.length; n += 1) {
    tag = `$aw${n}$`;
  }
  return `${tag}${value}${tag}`;
}
