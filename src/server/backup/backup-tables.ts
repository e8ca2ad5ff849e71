import { type SchemaTable, schemaTables } from '../db/schema-tables';

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

/** The tables a backup holds, in the order a restore inserts them. */
export function backedUpTables(): SchemaTable[] {
  return schemaTables().filter((table) => !(table.name in TRANSIENT_TABLES));
}
