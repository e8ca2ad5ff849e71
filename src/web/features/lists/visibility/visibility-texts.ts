import type { ListVisibility } from '@shared/contract/lists';

/** The list menu's entry that switches a list to the other visibility. */
export function visibilityMenuLabel(current: ListVisibility): string {
  return current === 'private' ? 'Share with household' : 'Make private';
}

/** The other visibility: what the menu's entry switches to. */
export function otherVisibility(current: ListVisibility): ListVisibility {
  return current === 'private' ? 'household' : 'private';
}

/** Asks before switching, saying who sees the list afterwards. */
export function visibilityConfirmText(listName: string, to: ListVisibility) {
  return to === 'private'
    ? {
        title: 'Make this list private?',
        message: `Only you and the people you share “${listName}” with will see it. The rest of your household no longer does.`,
        confirmLabel: 'Make private',
      }
    : {
        title: 'Share with your household?',
        message: `Everyone in your household will see and edit “${listName}”, as they do the household's other lists.`,
        confirmLabel: 'Share with household',
      };
}

/** The toast once switched. */
export function visibilityToast(to: ListVisibility): string {
  return to === 'private' ? 'The list is private now.' : 'Your household sees the list now.';
}
