/** The loading spinner; the label is read out to screen readers. */
export function Spinner({
  label = 'Loading…',
  className = 'size-5',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
