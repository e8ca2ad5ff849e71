import { DATABASE_KINDS, openTestDatabase } from '@tests/support/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarQuoted, runBatchStatement } from './batch-statement';
import type { DatabaseHandle } from './client';

describe('dollarQuoted', () => {
  it('picks a tag the text does not hold', () => {
    expect(dollarQuoted('milk')).toBe('$aw$milk$aw$');
    expect(dollarQuoted('a $aw$ b')).toBe('$aw0$a $aw$ b$aw0$');
    expect(dollarQuoted('$aw$ $aw0$')).toBe('$aw1$$aw$ $aw0$$aw1$');
    expect(dollarQuoted('price in $aw')).toBe('$aw0$price in $aw$aw0$');
  });
});

describe.each(DATABASE_KINDS)('a batched statement on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('gets every text parameter back exactly as sent, whatever it holds', async () => {
    const texts = [
      "it's",
      '$aw$); drop table list; --',
      '$1 and $2',
      'ends in $aw',
      'ends in $aw0',
      'oat \ufffd milk, 🥛',
      '',
      'line\nbreak\\',
    ];
    for (const text of texts) {
      const json = JSON.stringify({ name: text });
      const [row] = await runBatchStatement<{ text: string; name: string; n: number }>(
        database.db,
        sql`select ${text}::text as text, ${json}::json->>'name' as name, 7 as n`,
      );
      expect(row).toEqual({ text, name: text, n: 7 });
    }
    const [tables] = await runBatchStatement<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'list'`,
    );
    expect(tables?.n).toBe(1);
  });
});
