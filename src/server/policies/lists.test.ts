import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../rpc/app-error';
import {
  abilitiesOf,
  authorize,
  canCreateList,
  canLeave,
  canRemoveMember,
  canView,
  type ListAction,
  type ListRelation,
  relationTo,
} from './lists';

const list = { ownerId: 'olive', memberIds: ['olive', 'milo'] };
const owner = relationTo(list, 'olive');
const member = relationTo(list, 'milo');
const stranger = relationTo(list, 'stan');

/** The status and message a procedure answers for an action, or 'allowed'. */
function outcome(relation: ListRelation | null, action: ListAction, memberId = 'milo') {
  try {
    authorize(relation, action, { memberId });
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) {
      return `${error.status}: ${error.message}`;
    }
    throw error;
  }
}

describe('list policies', () => {
  it('let members see and edit a list, and nobody else, a missing list included', () => {
    expect([canView(owner), canView(member), canView(stranger), canView(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(relationTo(null, 'olive')).toBeNull();
  });

  it('tell each member what the web may offer', () => {
    expect(owner && abilitiesOf(owner)).toEqual({
      rename: true,
      delete: true,
      leave: false,
      share: true,
      removeMembers: true,
      setVisibility: true,
    });
    expect(member && abilitiesOf(member)).toEqual({
      rename: true,
      delete: false,
      leave: true,
      share: true,
      removeMembers: false,
      setVisibility: false,
    });
  });

  it('refuse with 404 whoever cannot see the list, whatever they ask', () => {
    for (const action of [
      'view',
      'edit',
      'rename',
      'share',
      'delete',
      'leave',
      'removeMember',
      'setVisibility',
    ] as const) {
      expect(outcome(stranger, action)).toBe(`NOT_FOUND: ${MESSAGES.listNotFound}`);
      expect(outcome(null, action)).toBe(`NOT_FOUND: ${MESSAGES.listNotFound}`);
    }
  });

  it('keep deleting and removing people to the owner, and the owner on their list', () => {
    expect(outcome(owner, 'delete')).toBe('allowed');
    expect(outcome(member, 'delete')).toBe(`PERMISSION_DENIED: ${MESSAGES.ownerOnlyDelete}`);
    expect(outcome(owner, 'removeMember', 'milo')).toBe('allowed');
    expect(outcome(member, 'removeMember', 'olive')).toBe(`PERMISSION_DENIED: ${MESSAGES.ownerOnlyRemove}`);
    expect(outcome(owner, 'removeMember', 'olive')).toBe(`INVALID_ARGUMENT: ${MESSAGES.ownerCannotLeave}`);
    expect(outcome(member, 'leave')).toBe('allowed');
    expect(outcome(owner, 'setVisibility')).toBe('allowed');
    expect(outcome(member, 'setVisibility')).toBe(`PERMISSION_DENIED: ${MESSAGES.listVisibilityRefused}`);
    expect(outcome(owner, 'leave')).toBe(`INVALID_ARGUMENT: ${MESSAGES.ownerCannotLeave}`);
    expect([canLeave(owner), canRemoveMember(owner, 'olive'), canRemoveMember(member, 'stan')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('let a free account make lists up to the limit, and Pro without one', () => {
    expect(canCreateList({ isPro: false, lists: 2, freeListLimit: 3 })).toBe(true);
    expect(canCreateList({ isPro: false, lists: 3, freeListLimit: 3 })).toBe(false);
    expect(canCreateList({ isPro: true, lists: 300, freeListLimit: 3 })).toBe(true);
  });
});
