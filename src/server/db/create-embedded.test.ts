import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appliedMigrationTag } from '../backup/applied-migration';
import { latestMigration, readMigrationJournal } from '../backup/migration-journal';
import { openDatabase } from './client';
import { createEmbeddedDatabase } from './create-embedded';

const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-create-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// From the sources, as `npm run dev` and the tests run the server: the creating process runs under tsx.
describe('creating the embedded database on a first start', () => {
  it('creates and migrates it in its own process, once', { timeout: 120_000 }, async () => {
    expect(await createEmbeddedDatabase(dataDir)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    expect(await createEmbeddedDatabase(dataDir)).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      const journal = readMigrationJournal();
      expect(await appliedMigrationTag(database.db, journal)).toBe(latestMigration(journal).tag);
    } finally {
      await database.close();
    }
  });
});
