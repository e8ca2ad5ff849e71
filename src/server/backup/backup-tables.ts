import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

/** One table of the schema as a backup sees it. */
export interface BackupTable {
  name: string;
  /** Its primary key's columns, so a dump reads rows in a stable order. */
  primaryKey: string[];
  /** The tables its foreign keys point at. */
  references: string[];
}

/**
 * Tables a backup leaves out, and why. Each holds only what expires within hours and means nothing on another
 * server; a restore empties them.
 */
export const TRANSIENT_TABLES: Readonly<Record<string, string>> = {
  // Live sign-in tokens: a stolen backup would let anyone in without knowing a password. Everyone signs in
  // again after a restore (the passwords are kept).
  session: 'sign-in sessions',
  // Password-reset and e-mail tokens, valid for an hour; an old link must not work again on the new server.
  verification: 'one-time reset tokens',
  // Counters of the last minute's sign-in attempts.
  auth_rate_limit: 'sign-in rate-limit counters',
  // The live sockets running instances hold open, counted against the caps per account and address.
  live_socket: 'open live sockets',
};

/** Every table of the schema, in the order they are created: a table comes after the tables it references. */
export function schemaTables(): BackupTable[] {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const primaryKey =
        config.primaryKeys[0]?.columns.map((column) => column.name) ??
        config.columns.filter((column) => column.primary).map((column) => column.name);
      const references = config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name);
      return { name: config.name, primaryKey, references };
    });
  return inReferenceOrder(tables);
}

/** The tables a backup holds, in the order a restore inserts them. */
export function backedUpTables(): BackupTable[] {
  return schemaTables().filter((table) => !(table.name in TRANSIENT_TABLES));
}

/** Sorts tables so that each follows those it references; alphabetical otherwise, so dumps are stable. */
function inReferenceOrder(tables: BackupTable[]): BackupTable[] {
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const placed: BackupTable[] = [];
  const placedNames = new Set<string>();
  while (pending.length > 0) {
    const next = pending.findIndex((table) =>
      table.references.every((name) => name === table.name || placedNames.has(name)),
    );
    if (next === -1) {
      throw new Error(
        `The schema's foreign keys form a cycle among ${pending.map((t) => t.name).join(', ')}`,
      );
    }
    const [table] = pending.splice(next, 1);
    if (table) {
      placed.push(table);
      placedNames.add(table.name);
    }
  }
  return placed;
}
