import { describe, expect, it } from 'vitest';
import {
  otherVisibility,
  visibilityConfirmText,
  visibilityMenuLabel,
  visibilityToast,
} from './visibility-texts';

describe('list visibility texts', () => {
  it('offers the other visibility', () => {
    expect(visibilityMenuLabel('household')).toBe('Make private');
    expect(visibilityMenuLabel('private')).toBe('Share with household');
    expect(otherVisibility('household')).toBe('private');
    expect(otherVisibility('private')).toBe('household');
  });

  it('says who sees the list after the switch', () => {
    expect(visibilityConfirmText('Picnic', 'private').message).toContain(
      'The rest of your household no longer does.',
    );
    expect(visibilityConfirmText('Picnic', 'household').message).toContain(
      'Everyone in your household will see',
    );
    expect(visibilityToast('private')).toBe('The list is private now.');
  });
});
