import { useTranslation } from 'react-i18next';
import { shownQuantity } from '@/i18n/quantity-words';
import type { ReviewLine, UntickedBecause } from './review-lines';

/** Why a line starts unticked, as the row says it: its catalogue key. */
const UNTICKED_LABEL = {
  staple: 'review.unticked.staple',
  'to taste': 'review.unticked.toTaste',
  optional: 'review.unticked.optional',
} as const satisfies Record<Exclude<UntickedBecause, null>, string>;

/** One line of the review: its checkbox, the amount and item as they will be added, and where it merges. */
export function ReviewRow({
  line,
  id,
  ticked,
  onTick,
}: {
  line: ReviewLine;
  id: string;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
}) {
  const { t, i18n } = useTranslation('meals');
  const detailsId = `${id}-details`;
  const hasDetails = line.note !== null || line.unticked !== null || line.merge !== null;
  return (
    <li className="flex items-start gap-3 border-b border-slate-200 py-2.5 last:border-b-0 dark:border-slate-700">
      <input
        id={id}
        type="checkbox"
        checked={ticked}
        onChange={(event) => onTick(event.target.checked)}
        aria-describedby={hasDetails ? detailsId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700"
      />
      <div className="min-w-0 flex-1">
        {/* Named by the amount and item alone; the rest describes it. */}
        <label htmlFor={id} className="block cursor-pointer break-words">
          {line.quantity ? (
            <span className="font-semibold">{shownQuantity(line.quantity, i18n.language)} </span>
          ) : null}
          {line.name}
        </label>
        {hasDetails ? (
          <p id={detailsId} className="space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
            {line.note ? <span className="block italic">{line.note}</span> : null}
            {line.unticked ? (
              <span className="block font-medium text-amber-800 dark:text-amber-300">
                {t(UNTICKED_LABEL[line.unticked])}
              </span>
            ) : null}
            {line.merge ? <span className="block text-sky-800 dark:text-sky-300">{line.merge}</span> : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
