import { MESSAGES } from '@shared/messages';

/**
 * The re-sort warning worded for whoever sees it: the one who renamed the item reads "You edited an item…",
 * the other members read who did ("Ann edited an item…"); an editor no longer among the members, or not
 * known (a flag set before editors were kept), is "An item was edited…".
 */
export function resortWarningText(
  resortBy: string | null,
  myUid: string | undefined,
  members: readonly { uid: string; displayName: string }[],
): string {
  if (resortBy === null) {
    return MESSAGES.resortWarningUnknown;
  }
  if (resortBy === myUid) {
    return MESSAGES.resortWarning;
  }
  const editor = members.find((member) => member.uid === resortBy);
  return editor?.displayName ? MESSAGES.resortWarningBy(editor.displayName) : MESSAGES.resortWarningUnknown;
}
