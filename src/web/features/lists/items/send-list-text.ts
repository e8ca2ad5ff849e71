import { type ShareCapable, shareLink } from '@/lib/web-share';

/** What Copy did with the list's text. */
export type SentListText = 'shared' | 'cancelled' | 'copied';

/** Where Copy may send the list: the share sheet (on a touch screen that has one), else the clipboard. */
export interface ListTextExits {
  nav: ShareCapable | undefined;
  /** Whether the main pointer is a finger: a phone or a tablet, where the share sheet is the way out. */
  touch: boolean;
  copy: (text: string) => Promise<void>;
}

/** The exits of this browser (see ListTextExits). */
export function browserExits(): ListTextExits {
  return {
    nav: globalThis.navigator,
    touch: globalThis.matchMedia?.('(pointer: coarse)').matches ?? false,
    copy: (text) => navigator.clipboard.writeText(text),
  };
}

/**
 * Sends the list's text out: on a phone with the Web Share API, the share sheet (closing it is no error: nothing
 * more happens), titled `title`; without one, or should the sheet fail, the clipboard. Throws only when the clipboard fails.
 */
export async function sendListText(text: string, exits: ListTextExits, title: string): Promise<SentListText> {
  if (exits.touch && typeof exits.nav?.share === 'function') {
    try {
      return (await shareLink({ title, text }, exits.nav)) ? 'shared' : 'cancelled';
    } catch {
      // A sheet that cannot open (no permission, data refused) still leaves the clipboard.
    }
  }
  await exits.copy(text);
  return 'copied';
}
