import type { HouseholdInvitePreview } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { joinConfirmText, joinedToast, joinInvitation, joinProblem } from './join-texts';

const invite = (status: HouseholdInvitePreview['status']): HouseholdInvitePreview => ({
  householdName: 'The Parks',
  invitedBy: 'Ann',
  status,
  memberCount: 2,
});

let t: TFunction<'profile'>;
beforeAll(async () => {
  t = await englishTexts('profile');
});

describe('joining a household by link', () => {
  it('lets a working link through', () => {
    expect(joinProblem(t, invite('valid'))).toBeNull();
  });

  it("says in the catalogue's words why a link cannot be used", () => {
    expect(joinProblem(t, null)?.message).toBe(MESSAGES.householdInviteInvalid);
    expect(joinProblem(t, invite('expired'))?.message).toBe(MESSAGES.householdInviteExpired);
    expect(joinProblem(t, invite('revoked'))?.message).toBe(MESSAGES.householdInviteRevoked);
    expect(joinProblem(t, invite('used-up'))?.message).toBe(MESSAGES.householdInviteUsedUp);
    expect(joinProblem(t, invite('member'))?.message).toBe(MESSAGES.householdAlreadyIn);
  });

  it('tells someone signed out who invites them where', () => {
    expect(joinInvitation(t, invite('valid'))).toEqual({
      title: 'Join The Parks',
      text: 'Ann invited you to join their household on Aislewise.',
    });
  });

  it('says what joining does, naming the household left', () => {
    expect(joinConfirmText(t, 'The Parks', "Ben's household").message).toBe(
      "Your lists and meals come with you into The Parks. Your planned week is merged into the household's week. You leave Ben's household (it is deleted if nobody else is in it).",
    );
    expect(joinConfirmText(t, 'The Parks', null).message).toContain('You leave your current household');
    expect(joinedToast(t, 'The Parks')).toBe('You joined The Parks.');
  });
});
