import { useTranslation } from 'react-i18next';

/** The spinning ring alone, hidden from screen readers: for a button whose own text says what is going on. */
export function SpinnerIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent`}
    />
  );
}

/** The loading spinner; the label is read out to screen readers. */
export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center">
      <SpinnerIcon className={className} />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A page's spinner while it loads: large, centred in the page's space. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-16 text-emerald-700 dark:text-emerald-400">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
