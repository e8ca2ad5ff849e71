const PLAIN_TEXT = /^[a-z ]*$/;
const NON_ASCII = /[\u0080-\uffff]/;
const WORD_SEPARATOR = /[^a-z0-9.%]+/;

/** Lower-cases, strips accents and rewrites symbols so that tokens can be split on anything else. */
export function foldItemText(text: string): string {
  const lower = text.toLowerCase();
  // Most lines are plain words; skipping the rewrites keeps lexicon loading and big lists fast.
  if (PLAIN_TEXT.test(lower) && !lower.includes(' n ')) {
    return lower;
  }
  const ascii = NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
  return (
    ascii
      .replace(/\u2044/g, '/')
      .replace(/[’'`]/g, '')
      .replace(/[&+]/g, ' and ')
      // "mac n cheese", "sweet n low", "kibbles 'n bits"
      .replace(/(^|\s)n(?=\s)/g, '$1and')
      .replace(/(\d)-(?=[a-z])/g, '$1')
      .replace(/\d+\s*\/\s*\d+/g, ' 1 ')
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
  );
}

/** Splits folded text into words of letters, digits, dots and percent signs. */
export function splitItemWords(text: string): string[] {
  return text.split(PLAIN_TEXT.test(text) ? ' ' : WORD_SEPARATOR).filter((word) => word.length > 0);
}
