import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { householdShareText, inviteLinkLine, leaveText, makeOwnerText, removeText } from './household-texts';

let t: TFunction<'profile'>;
beforeAll(async () => {
  t = await englishTexts('profile');
});

describe('household texts', () => {
  it('says what removing someone does', () => {
    expect(removeText(t, 'Ben').message).toBe(
      "Remove Ben from the household? They lose the household's lists, meals and plan at once.",
    );
  });

  it('says the owner becomes an admin when handing over', () => {
    expect(makeOwnerText(t, 'Ben').message).toContain('you become an admin');
  });

  it('says what leaving does', () => {
    expect(leaveText(t).message).toBe(
      "You start a household of your own with copies of the meals you created. The household's lists stay with it.",
    );
  });

  it('words a working link with its date and the joins it has left', () => {
    const expiresAt = '2026-12-04T12:00:00.000Z';
    expect(inviteLinkLine(t, { expiresAt, usesLeft: 3 }, 'en-GB')).toBe('Expires 4 Dec 2026 · 3 joins left');
    expect(inviteLinkLine(t, { expiresAt, usesLeft: 1 }, 'en-GB')).toBe('Expires 4 Dec 2026 · 1 join left');
  });

  it('names the inviter and the household in the shared words', () => {
    expect(householdShareText(t, 'Ann', 'The Parks')).toEqual({
      title: 'Join The Parks on Aislewise',
      text: 'Ann invited you to join their household on Aislewise.',
    });
  });
});
