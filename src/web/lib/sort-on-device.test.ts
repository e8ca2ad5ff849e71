import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { RpcError } from './rpc-client';
import { isUnreachable, sortOnDevice } from './sort-on-device';

describe('sortOnDevice', () => {
  it('sorts typed lines into aisles in store order, as the server answers a guest', async () => {
    const { items } = await sortOnDevice('  dish soap\nbananas\n\nGreek yogurt');
    expect(Object.keys(items)).toEqual(['Produce', 'Dairy & Eggs', 'Household & Cleaning']);
    expect(items.Produce).toEqual([
      { name: 'bananas', label: 'bananas', quantity: null, note: null, checked: false },
    ]);
    expect(items['Household & Cleaning']).toEqual([
      { name: 'dish soap', label: 'dish soap', quantity: null, note: null, checked: false },
    ]);
  });

  it('takes quantities off the names and makes one row of the same item typed twice', async () => {
    const { items } = await sortOnDevice('2 lbs chicken thighs\navocados x3\n2 avocados');
    expect(items['Meat & Seafood']).toEqual([
      {
        name: 'chicken thighs (2 lb)',
        label: 'chicken thighs',
        quantity: '2 lb',
        note: null,
        checked: false,
      },
    ]);
    expect(items.Produce).toEqual([
      { name: 'avocados (5)', label: 'avocados', quantity: '5', note: null, checked: false },
    ]);
  });

  it('refuses what the server refuses, with the same message', async () => {
    await expect(sortOnDevice(' \n ')).rejects.toThrow(MESSAGES.emptySort);
    const tooMany = Array.from({ length: LIMITS.maxItemsPerRequest + 1 }, (_, n) => `item ${n}`).join('\n');
    await expect(sortOnDevice(tooMany)).rejects.toThrow(MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest));
    await expect(sortOnDevice(`milk\n\n${'x'.repeat(LIMITS.maxItemLength + 1)}`)).rejects.toThrow(
      MESSAGES.itemLineTooLong(3, 'x'.repeat(30), LIMITS.maxItemLength),
    );
  });
});

describe('isUnreachable', () => {
  it('is true only when no server answered', () => {
    expect(isUnreachable(new RpcError('UNAVAILABLE', 'x'))).toBe(true);
    expect(isUnreachable(new RpcError('DEADLINE_EXCEEDED', 'x'))).toBe(true);
    expect(isUnreachable(new RpcError('INVALID_ARGUMENT', 'x'))).toBe(false);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
