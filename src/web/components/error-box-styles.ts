import { BUTTON } from './button-styles';

/**
 * The error box's look, shared with the page shown when the app's own code cannot arrive (app/start-failed.ts,
 * which runs before React).
 */
export const ERROR_BOX = {
  box: 'mx-auto my-8 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950',
  title: 'text-xl font-bold text-red-800 dark:text-red-200',
  message: 'mt-2 text-red-800 dark:text-red-200',
  retry: `${BUTTON.secondary} mt-4`,
} as const;
