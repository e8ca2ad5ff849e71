import type { ListVisibility } from '@shared/contract/lists';
import type { TFunction } from 'i18next';
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
export function confirmationText(confirmation: DetailConfirmation, list: SavedList, t: TFunction<'lists'>) {
  switch (confirmation.kind) {
    case 'leave':
      return {
        title: t('detail.confirm.leaveTitle'),
        message: t('detail.confirm.leaveMessage', { list: list.name }),
        confirmLabel: t('detail.confirm.leave'),
      };
    case 'remove':
      return {
        title: t('detail.confirm.removeTitle', { name: confirmation.member.displayName }),
        message: t('detail.confirm.removeMessage', {
          name: confirmation.member.displayName,
          list: list.name,
        }),
        confirmLabel: t('detail.confirm.remove'),
      };
    case 'visibility':
      return visibilityConfirmText(list.name, confirmation.to, t);
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
