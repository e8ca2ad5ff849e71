/** What the phone's share sheet needs: a title and the link, with a line of text before it. */
export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

/** The part of `navigator` the Web Share API adds; absent on most desktop browsers. */
interface ShareCapable {
  share?: (data: SharedLink) => Promise<void>;
}

/** Whether this browser offers the share sheet (the Web Share API), so "Share…" is worth showing. */
export function canShareLinks(nav: ShareCapable | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function';
}

/**
 * Opens the share sheet with a link. Resolves true once shared, false when the person closed the sheet
 * (an AbortError) or the browser has none; other failures are thrown, for the caller to show.
 */
export async function shareLink(
  link: SharedLink,
  nav: ShareCapable | undefined = globalThis.navigator,
): Promise<boolean> {
  if (!nav?.share) {
    return false;
  }
  try {
    await nav.share(link);
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') {
      return false;
    }
    throw error;
  }
}
