import type { Me } from '@shared/contract/profile';
import { describe, expect, it } from 'vitest';
import { hasPro, paysForPro, proThroughOther } from './pro';

const me = (change: Partial<Me>): Me => ({
  uid: 'u1',
  email: 'ann@example.test',
  displayName: 'Ann',
  subscriptionStatus: 'inactive',
  isPro: false,
  proThrough: null,
  language: null,
  units: null,
  unitsInUse: 'us',
  ...change,
});

describe('Pro on the web', () => {
  it('reads Pro as the server decides it', () => {
    expect(hasPro(me({ isPro: true }))).toBe(true);
    expect(hasPro(me({}))).toBe(false);
    expect(hasPro(null)).toBe(false);
  });

  it('knows the payer by an active subscription', () => {
    expect(paysForPro(me({ subscriptionStatus: 'active', isPro: true }))).toBe(true);
    expect(paysForPro(me({ isPro: true, proThrough: 'Ben' }))).toBe(false);
    // The server reads a member with Pro through the household as active too.
    expect(paysForPro(me({ subscriptionStatus: 'active', isPro: true, proThrough: 'Ben' }))).toBe(false);
  });

  it("names whose subscription it is only when it is someone else's", () => {
    expect(proThroughOther(me({ isPro: true, proThrough: 'Ben' }))).toBe('Ben');
    expect(proThroughOther(me({ subscriptionStatus: 'active', isPro: true, proThrough: 'Ben' }))).toBe('Ben');
    expect(proThroughOther(me({ subscriptionStatus: 'active', isPro: true }))).toBeNull();
    expect(proThroughOther(me({ isPro: false, proThrough: 'Ben' }))).toBeNull();
  });
});
