/** Class names of a card: the white panel that holds a form or a plan. */
export const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-700 dark:bg-slate-900';

/** Class names of an inline text link: underlined, so it reads as a link without colour. */
export const TEXT_LINK =
  'rounded font-semibold text-emerald-800 underline underline-offset-2 hover:decoration-2 dark:text-emerald-300';

/** Class names of a modal dialog's panel (native <dialog>, centred, narrow on phones). */
export const DIALOG =
  'm-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100';
