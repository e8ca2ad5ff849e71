/** What the phone's share sheet is given: a title and text, and a link when there is one. */
export interface SharedContent {
  title: string;
  text: string;
  url?: string;
}

/** A link for the share sheet, with a line of text before it. */
export interface SharedLink extends SharedContent {
  url: string;
}

/** The part of `navigator` the Web Share API adds; absent on most desktop browsers. */
export interface ShareCapable {
  share?: (data: SharedContent) => Promise<void>;
}

/** Whether this browser offers the share sheet (the Web Share API), so "Share…" is worth showing. */
export function canShareLinks(nav: ShareCapable | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function';
}

/**
 * Opens the share sheet with a link (or text). Resolves true once shared, false when the person closed the
 * sheet (an AbortError) or the browser has none; other failures are thrown, for the caller to show.
 */
export async function shareLink(
  link: SharedContent,
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
