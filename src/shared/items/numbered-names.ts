/**
 * Products whose name starts with a number ('3 Musketeers', '5 Hour Energy', '19 Crimes'): there the number is
 * the name, not an amount. The categorizer's lexicon knows these products; its numbered terms are copied here
 * (a test keeps the two in step) so that reading a line does not load the lexicon on the device.
 */
export const NUMBERED_NAMES: readonly string[] = [
  '3 musketeers',
  '5 hour energy',
  '7 up',
  '9 volt',
  '12 grain',
  '19 crimes',
  '20 mule team',
];

const NUMBERED_NAME = new RegExp(
  `^(?:${NUMBERED_NAMES.map((name) => name.replace(/ /g, '[\\s-]+')).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** True when the text starts with a product's name that begins with a number ('3 Musketeers bars'). */
export function startsWithNumberedName(text: string): boolean {
  return NUMBERED_NAME.test(text);
}
