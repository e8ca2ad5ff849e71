import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// 44 × 44 px at least: a thumb's target on a phone.
const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded underline-offset-4 hover:text-emerald-800 hover:underline dark:hover:text-emerald-300';

/** The footer: Privacy Policy, About Us, Blog and a contact mail link. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <nav
        aria-label={t('footer.label')}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-4 text-sm text-slate-600 dark:text-slate-300"
      >
        <Link className={linkClass} to="/privacy">
          {t('footer.privacy')}
        </Link>
        <Link className={linkClass} to="/about">
          {t('footer.about')}
        </Link>
        <Link className={linkClass} to="/blog">
          {t('footer.blog')}
        </Link>
        <a className={linkClass} href="mailto:hello@aislewise.app">
          {t('footer.contact')}
        </a>
      </nav>
      <p className="pb-6 text-center text-xs text-slate-600 dark:text-slate-300">{t('footer.copyright')}</p>
    </footer>
  );
}
