import { CATEGORIES } from '@shared/categories';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { storeWalkText } from './store-walk-note';

const walk = { storeName: 'Costco', categories: [...CATEGORIES], orderSetByHand: false, trips: 0 };

let t: TFunction<'lists'>;
beforeAll(async () => {
  t = await englishTexts('lists');
});

describe('storeWalkText', () => {
  it('counts the trips the order was learned from', () => {
    expect(storeWalkText({ ...walk, trips: 1 }, t)).toBe('Order learned from 1 trip.');
    expect(storeWalkText({ ...walk, trips: 3 }, t)).toBe('Order learned from 3 trips.');
  });

  it('says how to teach it before the first trip', () => {
    expect(storeWalkText(walk, t)).toBe(
      'Tick items as you shop at Costco: the order is learned from your trips.',
    );
  });

  it('says the aisles follow the order set by hand', () => {
    expect(storeWalkText({ ...walk, orderSetByHand: true }, t)).toBe('Aisles in your order for Costco.');
    expect(storeWalkText({ ...walk, orderSetByHand: true, trips: 2 }, t)).toBe(
      'Order learned from 2 trips, the aisles in your order.',
    );
  });
});
