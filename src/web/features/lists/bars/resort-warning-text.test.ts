import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { resortWarningText } from './resort-warning-text';

const members = [
  { uid: 'ann', displayName: 'Ann' },
  { uid: 'bo', displayName: 'Bo' },
];

describe('resortWarningText', () => {
  it('says "You edited" to the member who renamed the item', () => {
    expect(resortWarningText('ann', 'ann', members)).toBe(MESSAGES.resortWarning);
  });

  it('names the editor to the other members', () => {
    expect(resortWarningText('ann', 'bo', members)).toBe(
      'Ann edited an item. Re-sort to move it to the right aisle.',
    );
  });

  it('names nobody when the editor is not known or no longer a member', () => {
    expect(resortWarningText(null, 'bo', members)).toBe(MESSAGES.resortWarningUnknown);
    expect(resortWarningText('gone', 'bo', members)).toBe(MESSAGES.resortWarningUnknown);
  });
});
