/** Class names of a card: the white panel that holds a form or a plan. */
export const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-700 dark:bg-slate-900';

/** Class names of an inline text link: underlined, so it reads as a link without colour. */
export const TEXT_LINK =
  'rounded font-semibold text-emerald-800 underline underline-offset-2 hover:decoration-2 dark:text-emerald-300';
