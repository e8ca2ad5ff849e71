import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new app password: 160 random bits as 32 lower-case letters and digits in groups of four
 * (`abcd-efgh-…`), easy to read off one screen and type on another.
 */
export function newAppPassword(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/**
 * The hash an app password is kept and found by. Spaces, dashes and capitals are not part of it, so a
 * password typed by hand as it reads works.
 */
export function appPasswordHash(password: string): string {
  const plain = password.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(plain).digest('hex');
}
