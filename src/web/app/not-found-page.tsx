import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';

/** Shown for an address the app has no page for. */
export function NotFoundPage() {
  return (
    <section className="py-12 text-center">
      <title>Page not found · Aislewise</title>
      <h1 className="text-2xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">There is no page at this address.</p>
      <Link to="/" className={`${BUTTON.primary} mt-6`}>
        Go to your list
      </Link>
    </section>
  );
}
