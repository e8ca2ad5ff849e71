/**
 * A typed line of another language than English as plain words: lower case, accents and umlauts folded
 * (ä→a, é→e, ß→ss, œ→oe), split on anything but letters and digits ("demi-écrémé" → demi ecreme, "d'orange" →
 * d orange). Amounts stay words of their own ("1,5 kg" → 1 5 kg, "500g" → 500 g) so they can be dropped.
 */
export function foldWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "500g", "1,5l": the number and its unit become two words.
    .replace(/(\d)([a-z])/g, '$1 $2');
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
}

/** True for a word of digits only (what is left of "1,5" or "500"). */
export function isNumberWord(word: string): boolean {
  return /^\d+$/.test(word);
}
