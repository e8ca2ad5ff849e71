/**
 * Text with every half of a UTF-16 pair that stands alone (JSON allows "\ud800") replaced by U+FFFD, as a
 * database driver stores it anyway: such a half is no character at all, and PostgreSQL's JSON refuses it.
 */
export function wellFormed(text: string): string {
  return /\p{Surrogate}/u.test(text) ? text.replace(/\p{Surrogate}/gu, '\uFFFD') : text;
}
