/**
 * The two widths of a page's column: one for every reading page (profile, stores, meals, static pages), so
 * moving between them keeps the text where it was; and a wide one for a list, whose aisles go side by side,
 * and the week's plan. The wide one's content lines up with the header's (the same width, padding inside).
 */
export const PAGE_WIDTH = {
  reading: 'mx-auto w-full max-w-3xl px-4',
  wide: 'mx-auto w-full max-w-6xl px-4',
} as const;

/** A route's `handle` that asks for the wide column. */
export interface PageWidthHandle {
  wide?: boolean;
}

/** Whether any matched route asks for the wide column. */
export function wantsWidePage(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => typeof handle === 'object' && handle !== null && (handle as PageWidthHandle).wide === true,
  );
}
