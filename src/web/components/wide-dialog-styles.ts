// Apart from surface-styles.ts, which the guest page loads at start: only Pro pages' dialogs use this.
/** Class names of a roomy modal dialog (a form or a browser): most of a phone's screen, scrolling inside. */
export const WIDE_DIALOG =
  'm-auto max-h-[calc(100dvh-2rem)] w-[min(94vw,40rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100';
