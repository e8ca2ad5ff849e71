import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back to the overview (SPEC §2: Back to My Lists). */
export function BackToLists() {
  return (
    <Link
      to="/"
      className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to My Lists
    </Link>
  );
}
