import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { tripsText } from './trips-text';

let t: TFunction<'stores'>;
beforeAll(async () => {
  t = await englishTexts('stores');
});

describe('tripsText', () => {
  it.each([
    [0, 'No trips learned yet'],
    [1, 'Order learned from 1 trip'],
    [2, 'Order learned from 2 trips'],
    [14, 'Order learned from 14 trips'],
  ])('says %i trips as “%s”', (trips, text) => {
    expect(tripsText(t, trips)).toBe(text);
  });
});
