import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { appNameProblem, caldavAddress, createdLine, lastUsedLine, revokeText } from './app-password-texts';

let t: TFunction<'profile'>;
beforeAll(async () => {
  t = await englishTexts('profile');
});

describe('app password texts', () => {
  it('gives CalDAV clients the /dav/ address of this server', () => {
    expect(caldavAddress('https://lists.example.org')).toBe('https://lists.example.org/dav/');
  });

  it('refuses a blank name and one over 60 characters, in the server words', () => {
    expect(appNameProblem('   ')).toBe(MESSAGES.appPasswordNameRequired);
    expect(appNameProblem('x'.repeat(61))).toBe(MESSAGES.appPasswordNameTooLong(60));
    expect(appNameProblem(` ${'x'.repeat(60)} `)).toBeNull();
    expect(appNameProblem('Kitchen tablet')).toBeNull();
  });

  it('words when a password was made and last used', () => {
    const at = '2026-12-04T13:05:00.000Z';
    expect(createdLine(t, at, 'en-GB', 'UTC')).toBe('Created 4 Dec 2026');
    expect(lastUsedLine(t, at, 'en-GB', 'UTC')).toBe('Last used 4 Dec 2026, 13:05');
    expect(lastUsedLine(t, null, 'en-GB')).toBe('Never used');
  });

  it('names the app in the revoke question', () => {
    expect(revokeText(t, 'Kitchen tablet')).toEqual({
      title: 'Revoke Kitchen tablet?',
      message:
        'Apps using the password for Kitchen tablet can no longer reach your lists. You can make a new one any time.',
      confirmLabel: 'Revoke',
    });
  });
});
