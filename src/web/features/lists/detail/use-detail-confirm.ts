import type { ListVisibility } from '@shared/contract/lists';
import { useState } from 'react';
import type { SavedList } from '../api/list-cache';
import { visibilityConfirmText } from '../visibility/visibility-texts';

type Member = SavedList['members'][number];

/** What the detail page may ask the user to confirm. */
export type DetailConfirmation =
  | { kind: 'leave' }
  | { kind: 'remove'; member: Member }
  | { kind: 'visibility'; to: ListVisibility };

/** The texts of a confirmation (SPEC Modals: prompt of type confirm). */
export function confirmationText(confirmation: DetailConfirmation, list: SavedList) {
  switch (confirmation.kind) {
    case 'leave':
      return {
        title: 'Leave this list?',
        message: `“${list.name}” will no longer show in your lists. The owner can share it with you again.`,
        confirmLabel: 'Leave list',
      };
    case 'remove':
      return {
        title: `Remove ${confirmation.member.displayName}?`,
        message: `${confirmation.member.displayName} will no longer see “${list.name}”. You can share it with them again.`,
        confirmLabel: 'Remove',
      };
    case 'visibility':
      return visibilityConfirmText(list.name, confirmation.to);
  }
}

/** The confirmation on screen; it keeps its texts while closing, so they do not change as it goes. */
export function useDetailConfirm() {
  const [shown, setShown] = useState<{ confirmation: DetailConfirmation; open: boolean } | null>(null);
  return {
    confirmation: shown?.confirmation ?? null,
    open: shown?.open ?? false,
    ask: (confirmation: DetailConfirmation) => setShown({ confirmation, open: true }),
    close: () => setShown((current) => current && { ...current, open: false }),
  };
}
