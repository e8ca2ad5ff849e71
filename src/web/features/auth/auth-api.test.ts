import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './auth-api';

describe('nameFromEmail', () => {
  it('takes the part before the @', () => {
    expect(nameFromEmail(' ann.shopper@example.com ')).toBe('ann.shopper');
  });

  it('keeps at most 80 characters', () => {
    expect(nameFromEmail(`${'a'.repeat(100)}@example.com`)).toHaveLength(80);
  });
});
