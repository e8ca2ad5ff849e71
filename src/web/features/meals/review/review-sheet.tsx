import { MESSAGES } from '@shared/messages';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { type Destination, defaultListName, ReviewDestination } from './review-destination';
import { reviewLines } from './review-lines';
import { ReviewRow } from './review-row';
import { useReviewData } from './use-review-data';

/** On a phone the review fills the screen (a sheet), with its buttons always in reach; elsewhere a dialog. */
const SHEET = `${WIDE_DIALOG} flex-col max-sm:m-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:max-w-none max-sm:rounded-none open:flex`;

/**
 * The review before a meal or the week lands on a list: every line with a checkbox, the amount as it will be
 * added and where it merges into the chosen list; staples and "to taste" / "optional" lines start unticked.
 * `onAdd` answers null once added, or why not: the sheet then stays as it was, ticks and typed name kept.
 */
export function ReviewSheet({
  open,
  title,
  lines,
  loadError,
  currentListId,
  onAdd,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The lines to review; null while they load. */
  lines: readonly string[] | null;
  loadError: string | null;
  /** The list the review was opened from, the first choice; null opens on a new list. */
  currentListId: string | null;
  onAdd: (destination: Destination, lines: string[]) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('meals');
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const [destination, setDestination] = useState<Destination>(() =>
    currentListId === null
      ? { kind: 'new', name: defaultListName(t, i18n.language) }
      : { kind: 'list', listId: currentListId },
  );
  const data = useReviewData(destination.kind === 'list' ? destination.listId : null);
  const review = useMemo(
    () => reviewLines(lines ?? [], data.stapleKeys, data.rows),
    [lines, data.stapleKeys, data.rows],
  );
  // What the shopper changed by hand, by line; the rest follows how each line starts.
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticked = (index: number) => changed.get(index) ?? review[index]?.unticked === null;
  const chosen = review.filter((_, index) => ticked(index)).map((line) => line.line);
  const ready = lines !== null && !data.settling;

  const add = async () => {
    if (chosen.length === 0) {
      setError(MESSAGES.reviewNothingTicked);
      return;
    }
    setAdding(true);
    setError(null);
    const failure = await onAdd(destination, chosen);
    setAdding(false);
    setError(failure);
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={SHEET}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('review.intro')}</p>
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto">
        {loadError ? (
          <FormError message={loadError} />
        ) : ready ? (
          <ul aria-label={t('review.linesLabel')}>
            {review.map((line, index) => (
              <ReviewRow
                // Lines are fixed while the sheet is open; two lines may read alike.
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the line's place in a fixed list
                key={index}
                id={`${titleId}-line-${index}`}
                line={line}
                ticked={ticked(index)}
                onTick={(value) => setChanged((before) => new Map(before).set(index, value))}
              />
            ))}
          </ul>
        ) : (
          <div className="flex justify-center py-6 text-emerald-700 dark:text-emerald-400">
            <Spinner label={t('review.reading')} className="size-6" />
          </div>
        )}
      </div>
      <div className="mt-3 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700">
        <ReviewDestination
          lists={data.lists}
          currentListId={currentListId}
          destination={destination}
          onChange={setDestination}
          disabled={adding}
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={BUTTON.secondary} onClick={onClose}>
            {t('review.cancel')}
          </button>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={!ready || adding || loadError !== null}
            onClick={() => void add()}
          >
            {adding ? <Spinner label={t('review.adding')} className="size-4" /> : null}
            {t('review.add', { count: chosen.length })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
