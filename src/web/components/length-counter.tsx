import { useTranslation } from 'react-i18next';
import { lengthHint } from './length-hint';

/**
 * The counter under a limited field (give the field `aria-describedby={id}`): shown as the limit nears, red
 * over it. The field takes more than the limit, so a paste is never cut mid-word; the form refuses it instead.
 */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  const hint = lengthHint(length, max, t);
  return (
    <p
      id={id}
      // Polite: read out once typing pauses, not on every key.
      aria-live="polite"
      className={`mt-1 text-sm empty:hidden ${hint?.over ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
    >
      {hint?.text ?? ''}
    </p>
  );
}
