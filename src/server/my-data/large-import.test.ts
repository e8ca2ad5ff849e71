import { MY_DATA_LIMITS } from '@shared/contract/my-data-file';
import { MESSAGES } from '@shared/messages';
import { largeDataFile } from '@tests/support/large-data-file';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { makePro, signUpUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// One account's import must not hold up everyone else's requests (issue 31, 2.9): the file is read and
// written a part at a time, and a file holds no more than a household has.
describe.each(DATABASE_KINDS)('a large import on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const bigUser = async () => {
    const user = await signUpUser(app, 'Big');
    await makePro(app, user);
    return user;
  };

  it('answers a health request sent while it imports 10,000 items and 2,500 meals before the import finishes', async () => {
    const user = await bigUser();
    const body = JSON.stringify({ data: { file: largeDataFile({ lists: 2, itemsPerList: 5_000 }) } });
    const finished: string[] = [];
    const importing = app.callRaw('importMyData', body, user.cookie).then((answer) => {
      finished.push('import');
      return answer;
    });
    const health = app.request('/api/health').then((response) => {
      finished.push('health');
      return response;
    });
    const [imported, healthy] = await Promise.all([importing, health]);
    expect([imported.status, healthy.status]).toEqual([200, 200]);
    expect(imported.body?.result).toMatchObject({ lists: 2, items: 10_000, meals: 2_500 });
    expect(finished).toEqual(['health', 'import']);
  });

  it('refuses a file with more items than a household has, naming the limit, and writes nothing', async () => {
    const user = await bigUser();
    const file = largeDataFile({ lists: 3, itemsPerList: 10_000 });
    const answer = await app.call('importMyData', { file }, user.cookie);
    expect([answer.status, answer.body?.error]).toEqual([
      400,
      { status: 'INVALID_ARGUMENT', message: MESSAGES.importTooManyItems(30_000, MY_DATA_LIMITS.items) },
    ]);
    expect((await app.call('listLists', {}, user.cookie)).body?.result).toEqual({ lists: [] });
  });
});
