/**
 * What `npm run backup` and `npm run restore` tell the operator. These are the server's own console texts,
 * not the app's (src/shared/messages.ts ships to every browser), kept in one place so tests compare exactly.
 */
export const BACKUP_MESSAGES = {
  usage:
    "Usage: npm run backup -- FILE  |  npm run restore -- FILE [--force]   (FILE may end in .gz; the database is the server's: DATABASE_URL, else DATA_DIR)",
  cannotRead: (file: string, reason: string) => `Cannot read ${file}: ${reason}.`,
  cannotWrite: (file: string, reason: string) => `Cannot write ${file}: ${reason}.`,
  unsafeTarget: (file: string, what: string) =>
    `${file} is ${what}; a backup is written only to a regular file or a new path. Name another file.`,
  notGzip: (file: string) => `${file} ends in .gz but is not a complete gzip file (it may be cut short).`,
  notABackup: (file: string) =>
    `${file} is not an Aislewise backup (its first line should be "-- Aislewise backup").`,
  unsupportedFormat: (file: string, format: string) =>
    `${file} is a backup in format "${format}", which this version of Aislewise cannot read.`,
  badHeader: (file: string, line: number) =>
    `${file} has a damaged header at line ${line}; it is not a backup this app wrote.`,
  unexpectedLine: (file: string, line: number) =>
    `${file}, line ${line}: not a line a backup holds; refusing to restore a file that was edited or damaged.`,
  badRows: (file: string, line: number) =>
    `${file}, line ${line}: the rows are not valid JSON; the file is damaged.`,
  unknownTable: (file: string, line: number, table: string) =>
    `${file}, line ${line}: table "${table}" is not one a backup holds; refusing to restore.`,
  countMismatch: (file: string, table: string) =>
    `${file}: table "${table}" holds a different number of rows than its header says; the file is damaged.`,
  rowsDoNotFit: (table: string) =>
    `The backup's rows of table "${table}" have none of its columns; the file is damaged.`,
  rowsRejected: (table: string, reason: string) =>
    `The database refused the backup's rows of table "${table}" (${reason}); nothing was restored.`,
  truncated: (file: string) =>
    `${file} ends before its last line ("-- end: …"); it was cut short. Use a complete backup.`,
  newerMigration: (tag: string, known: string) =>
    `This backup comes from a newer version of Aislewise (database migration ${tag}; this one knows up to ${known}). Upgrade Aislewise, then restore.`,
  databaseNewer: (tag: string, known: string) =>
    `The database was migrated by a newer version of Aislewise (${tag}; this one knows up to ${known}). Back it up with that version.`,
  unknownMigration: (tag: string, known: string) =>
    `The database migration ${tag} is not one this version of Aislewise knows (it knows up to ${known}); use the version that made it.`,
  databaseNotSetUp:
    'The database has no Aislewise tables yet: check DATABASE_URL or DATA_DIR (start the server once to create them).',
  noEmbeddedDatabase: (folder: string) =>
    `There is no embedded database in ${folder}. Set DATA_DIR to the server's data folder, or DATABASE_URL to its PostgreSQL server.`,
  embeddedInUse: (folder: string, pids: number[]) =>
    `The embedded database in ${folder} is open in another process (pid ${pids.join(', ')}), probably the Aislewise server. Stop the server first: the embedded database can be opened by one process at a time.`,
  embeddedOpenFailed: (folder: string, reason: string) =>
    `Cannot open the embedded database in ${folder}: ${reason}. If the Aislewise server is running, stop it first: the embedded database can be opened by one process at a time.`,
  postgresUnreachable: (where: string, reason: string) =>
    `Cannot connect to the PostgreSQL database at ${where}: ${reason}. Check DATABASE_URL and that the server is up.`,
  notEmpty:
    'The database already holds accounts or lists. Restore refuses to mix them with the backup; add --force to replace everything in it with the backup.',
  failed: (action: 'Backup' | 'Restore', reason: string) => `${action} failed: ${reason}`,
} as const;
