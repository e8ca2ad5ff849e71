import { describe, expect, it } from 'vitest';
import { nameKey, nameTaken } from './same-name';

const stores = [
  { id: 's1', name: 'Costco' },
  { id: 's2', name: 'Trader  Joe’s' },
];

describe('names a household uses once', () => {
  it('compares trimmed, with spaces folded and in any case', () => {
    expect(nameKey('  Trader   JOE’S ')).toBe('trader joe’s');
    expect(nameTaken(' costco ', stores)).toBe(true);
    expect(nameTaken('trader joe’s', stores)).toBe(true);
    expect(nameTaken('Costco Business', stores)).toBe(false);
  });

  it('lets a renamed one keep its own name in another case', () => {
    expect(nameTaken('COSTCO', stores, 's1')).toBe(false);
    expect(nameTaken('Costco', stores, 's2')).toBe(true);
  });
});
