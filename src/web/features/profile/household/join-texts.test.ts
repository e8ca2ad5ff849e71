import type { HouseholdInvitePreview } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { joinConfirmText, joinedToast, joinInvitation, joinProblem } from './join-texts';

const invite = (status: HouseholdInvitePreview['status']): HouseholdInvitePreview => ({
  householdName: 'The Parks',
  invitedBy: 'Ann',
  status,
  memberCount: 2,
});

describe('joining a household by link', () => {
  it('lets a working link through', () => {
    expect(joinProblem(invite('valid'))).toBeNull();
  });

  it("says in the catalogue's words why a link cannot be used", () => {
    expect(joinProblem(null)?.message).toBe(MESSAGES.householdInviteInvalid);
    expect(joinProblem(invite('expired'))?.message).toBe(MESSAGES.householdInviteExpired);
    expect(joinProblem(invite('revoked'))?.message).toBe(MESSAGES.householdInviteRevoked);
    expect(joinProblem(invite('used-up'))?.message).toBe(MESSAGES.householdInviteUsedUp);
    expect(joinProblem(invite('member'))?.message).toBe(MESSAGES.householdAlreadyIn);
  });

  it('tells someone signed out who invites them where', () => {
    expect(joinInvitation(invite('valid'))).toEqual({
      title: 'Join The Parks',
      text: 'Ann invited you to join their household on Aislewise.',
    });
  });

  it('says what joining does, naming the household left', () => {
    expect(joinConfirmText('The Parks', "Ben's household").message).toBe(
      "Your lists and meals come with you into The Parks. Your planned week is merged into the household's week. You leave Ben's household (it is deleted if nobody else is in it).",
    );
    expect(joinConfirmText('The Parks', null).message).toContain('You leave your current household');
    expect(joinedToast('The Parks')).toBe('You joined The Parks.');
  });
});
