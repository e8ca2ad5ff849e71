import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';

/** The header: logo and tagline (a way home from anywhere) and the account link. */
export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label="Aislewise home">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-700 text-white dark:bg-emerald-600">
            <ShoppingBasket aria-hidden="true" className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block text-lg font-bold leading-tight tracking-tight">Aislewise</span>
            <span className="block text-xs leading-snug text-slate-600 dark:text-slate-300">
              Smart Grocery Lists. Smarter Meal Planning.
            </span>
          </span>
        </Link>
        <Link
          to="/login"
          className="shrink-0 rounded-lg px-3 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-slate-800"
        >
          Sign In
        </Link>
      </div>
    </header>
  );
}
