import { CircleAlert, CircleCheck } from 'lucide-react';

/** A form's error, in red under the form and announced at once. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  if (!message) {
    return null;
  }
  return (
    <p id={id} role="alert" className="flex items-start gap-2 font-medium text-red-700 dark:text-red-400">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A form's success note, in green and announced politely. */
export function FormSuccess({ message }: { message: string | null }) {
  return (
    <p role="status" className="empty:hidden">
      {message ? (
        <span className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{message}</span>
        </span>
      ) : null}
    </p>
  );
}
