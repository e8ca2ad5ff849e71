import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import {
  otherVisibility,
  visibilityConfirmText,
  visibilityMenuLabel,
  visibilityToast,
} from './visibility-texts';

let t: TFunction<'lists'>;
beforeAll(async () => {
  t = await englishTexts('lists');
});

describe('list visibility texts', () => {
  it('offers the other visibility', () => {
    expect(visibilityMenuLabel('household', t)).toBe('Make private');
    expect(visibilityMenuLabel('private', t)).toBe('Share with household');
    expect(otherVisibility('household')).toBe('private');
    expect(otherVisibility('private')).toBe('household');
  });

  it('says who sees the list after the switch', () => {
    expect(visibilityConfirmText('Picnic', 'private', t).message).toContain(
      'The rest of your household no longer does.',
    );
    expect(visibilityConfirmText('Picnic', 'household', t).message).toContain(
      'Everyone in your household will see',
    );
    expect(visibilityToast('private', t)).toBe('The list is private now.');
  });
});
