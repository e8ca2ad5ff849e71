import { PLAN_SCALES, type PlanScale } from '@shared/meal-plan';
import { scaleLabel } from '../api/plan-week';

// As in add-meal-select.tsx: the native <select> lies invisible over the drawn face, so a phone opens its
// own picker, and it covers the whole 44 px target; its focus ring is drawn on the frame.
const FRAME =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition hover:bg-emerald-100 has-[select:disabled]:opacity-60 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-emerald-600 dark:hover:bg-emerald-900 dark:has-[select:focus-visible]:outline-emerald-400';
// A small box, so it reads as something to press; filled when scaled, so the week shows at a glance which
// meals are made bigger or smaller.
const FACE = {
  plain:
    'rounded-md border border-emerald-300 px-1.5 py-0.5 text-sm font-medium text-emerald-900 dark:border-emerald-700 dark:text-emerald-100',
  scaled:
    'rounded-md border border-emerald-700 bg-emerald-700 px-1.5 py-0.5 text-sm font-bold text-white dark:border-emerald-600 dark:bg-emerald-600',
} as const;

function isPlanScale(value: number): value is PlanScale {
  return (PLAN_SCALES as readonly number[]).includes(value);
}

/** How much of a planned meal its slot makes: ½×, 1×, 2× or 3×, shown beside its name. */
export function ScaleSelect({
  label,
  scale,
  disabled,
  onScale,
}: {
  /** What the control sets, as in "Portions of Tacos for Monday dinner". */
  label: string;
  scale: number;
  disabled: boolean;
  onScale: (scale: PlanScale) => void;
}) {
  return (
    <span className={FRAME}>
      <span aria-hidden="true" className={FACE[scale === 1 ? 'plain' : 'scaled']}>
        {scaleLabel(scale)}
      </span>
      <select
        aria-label={label}
        title={label}
        value={String(scale)}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (isPlanScale(chosen)) {
            onScale(chosen);
          }
        }}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-wait"
      >
        {PLAN_SCALES.map((option) => (
          <option key={option} value={String(option)}>
            {scaleLabel(option)}
          </option>
        ))}
      </select>
    </span>
  );
}
