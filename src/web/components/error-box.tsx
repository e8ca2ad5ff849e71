import { BUTTON } from './button-styles';

/** The error box titled Oops!, with an optional way to try again. */
export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
    >
      <h2 className="text-xl font-bold text-red-800 dark:text-red-200">Oops!</h2>
      <p className="mt-2 text-red-800 dark:text-red-200">{message}</p>
      {onRetry ? (
        <button type="button" className={`${BUTTON.secondary} mt-4`} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
