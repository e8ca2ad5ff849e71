import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { generateFailureText } from './use-generate-list';

describe('generateFailureText (SPEC §8 Plan-to-list fails)', () => {
  it('shows the empty-plan rule as it is', () => {
    expect(generateFailureText(MESSAGES.emptyPlan)).toBe(MESSAGES.emptyPlan);
  });

  it('gives any other reason after the screen sentence', () => {
    expect(generateFailureText(MESSAGES.offlineCall)).toBe(
      `Could not generate shopping list: ${MESSAGES.offlineCall}`,
    );
  });
});
