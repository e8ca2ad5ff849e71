import type { TFunction } from 'i18next';

/** How many characters of a limited field's allowance are left before the counter shows. */
const SHOWN_FROM_LEFT = 20;

/** What a limited field's counter says: nothing while far from the limit, then what is left or how far over. */
export function lengthHint(
  length: number,
  max: number,
  t: TFunction<'common'>,
): { text: string; over: boolean } | null {
  const left = max - length;
  if (left > SHOWN_FROM_LEFT) {
    return null;
  }
  if (left >= 0) {
    return { text: t('lengthHint.left', { count: left }), over: false };
  }
  return { text: t('lengthHint.over', { count: -left, max }), over: true };
}
