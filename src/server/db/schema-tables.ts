import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** One table of the schema: its name, primary key and the tables it references. */
export interface SchemaTable {
  name: string;
  /** Its primary key's columns, so a dump reads rows in a stable order. */
  primaryKey: string[];
  /** The tables its foreign keys point at. */
  references: string[];
}

/** Every table of the schema, in the order they are created: a table comes after the tables it references. */
export function schemaTables(): SchemaTable[] {
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

/** Sorts tables so that each follows those it references; alphabetical otherwise, so dumps are stable. */
function inReferenceOrder(tables: SchemaTable[]): SchemaTable[] {
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const placed: SchemaTable[] = [];
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
