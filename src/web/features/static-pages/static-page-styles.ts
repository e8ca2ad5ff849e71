// Shared class strings so the static pages stay visually consistent without a component library.

/** Classes for the single page heading (h1) on every static page. */
export const H1_CLASS = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100';

/** Classes for section headings (h2) on static pages. */
export const H2_CLASS = 'text-lg font-semibold text-slate-900 dark:text-slate-100';

/** Classes for body text blocks; children paragraphs are spaced by the parent. */
export const BODY_CLASS = 'space-y-4 leading-7 text-slate-700 dark:text-slate-300';

/** Classes for secondary, less prominent text such as dates and snippets. */
export const MUTED_CLASS = 'text-slate-600 dark:text-slate-300';

/** Classes for a card surface. */
export const CARD_CLASS =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** Classes for inline text links: always underlined so they are distinguishable without color. */
export const LINK_CLASS =
  'font-medium text-emerald-700 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-emerald-400';

/** Classes for standalone navigation links (titles, "Back to Blog"): underline appears on hover. */
export const NAV_LINK_CLASS =
  'font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-emerald-400';
