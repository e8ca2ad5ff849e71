import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { lengthHint as hintWith } from './length-hint';

let t: TFunction<'common'>;
beforeAll(async () => {
  t = await englishTexts('common');
});

const lengthHint = (length: number, max: number) => hintWith(length, max, t);

describe('lengthHint', () => {
  it('says nothing while the text is far from the limit', () => {
    expect(lengthHint(0, 80)).toBeNull();
    expect(lengthHint(59, 80)).toBeNull();
  });

  it('counts down as the limit nears', () => {
    expect(lengthHint(60, 80)).toEqual({ text: '20 characters left', over: false });
    expect(lengthHint(79, 80)).toEqual({ text: '1 character left', over: false });
    expect(lengthHint(80, 80)).toEqual({ text: '0 characters left', over: false });
  });

  it('says how far over the limit the text is, rather than cutting it', () => {
    expect(lengthHint(81, 80)).toEqual({ text: '1 character over the 80-character limit', over: true });
    expect(lengthHint(95, 80)).toEqual({ text: '15 characters over the 80-character limit', over: true });
  });
});
