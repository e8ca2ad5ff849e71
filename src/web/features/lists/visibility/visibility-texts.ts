import type { ListVisibility } from '@shared/contract/lists';
import type { TFunction } from 'i18next';

/** The list menu's entry that switches a list to the other visibility. */
export function visibilityMenuLabel(current: ListVisibility, t: TFunction<'lists'>): string {
  return current === 'private' ? t('visibility.shareWithHousehold') : t('visibility.makePrivate');
}

/** The other visibility: what the menu's entry switches to. */
export function otherVisibility(current: ListVisibility): ListVisibility {
  return current === 'private' ? 'household' : 'private';
}

/** Asks before switching, saying who sees the list afterwards. */
export function visibilityConfirmText(listName: string, to: ListVisibility, t: TFunction<'lists'>) {
  return to === 'private'
    ? {
        title: t('visibility.confirmPrivate.title'),
        message: t('visibility.confirmPrivate.message', { name: listName }),
        confirmLabel: t('visibility.makePrivate'),
      }
    : {
        title: t('visibility.confirmHousehold.title'),
        message: t('visibility.confirmHousehold.message', { name: listName }),
        confirmLabel: t('visibility.shareWithHousehold'),
      };
}

/** The toast once switched. */
export function visibilityToast(to: ListVisibility, t: TFunction<'lists'>): string {
  return to === 'private' ? t('visibility.privateNow') : t('visibility.householdNow');
}
