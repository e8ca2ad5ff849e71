/** Small counts written as words in German, French, Spanish, Italian and Dutch: 'zwei', 'une', 'tres', 'een'. */

import { LINKER } from './measure-phrase-words';
import { findUnitWord, LETTERS, withoutAccents } from './units';

const COUNT_WORDS: readonly (readonly [value: number, words: string])[] = [
  [1, 'ein eine einen einem einer eins un une uno una een'],
  [1.5, 'anderthalb eineinhalb anderhalf anderhalve'],
  [2, 'zwei deux dos due twee'],
  [3, 'drei trois tres tre drie'],
  [4, 'vier quatre cuatro quattro'],
  [5, 'funf cinq cinco cinque vijf'],
  [6, 'sechs six seis sei zes'],
  [7, 'sieben sept siete sette zeven'],
  [8, 'acht huit ocho otto'],
  [9, 'neun neuf nueve nove negen'],
  [10, 'zehn dix diez dieci tien'],
  [11, 'elf onze once undici'],
  [12, 'zwolf douze doce dodici twaalf'],
];

/** Every word, without its accents ('fünf' → 'funf', 'één' → 'een'), and its value. */
const FOREIGN_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  COUNT_WORDS.flatMap(([value, words]) => words.split(' ').map((word) => [word, value] as const)),
);

/**
 * Half of one, before the food or its unit: 'eine halbe Zitrone', 'un demi-litre', 'media cebolla', 'mezzo
 * chilo', 'een halve citroen'. A bare 'halb', 'demi' or Dutch 'half' is left alone: 'demi-glace', 'half and half'.
 */
const FOREIGN_HALF =
  /^(?:(?:ein(?:e[mnrs]?)?\s+)?halb(?:e[mnrs]?)\s+|une?\s+demie?(?:\s+|-)|(?:medio|media|mezzo|mezza)\s+|(?:een\s+)?halve\s+|een\s+half\s+)/i;

const GERMAN_HALF = /^(?:ein|halb)/i;
/** Dutch 'half' before a unit word of its own language ('half pak', 'half blik'). */
const DUTCH_HALF = /^half\s+/i;
/** Italian 'un'' before a vowel: "un'arancia". */
const ELIDED_ONE = /^un['’](?=\p{L})/iu;
const FIRST_WORD = new RegExp(`^([${LETTERS}]+)\\s+`, 'i');
const LEADING_LETTERS = new RegExp(`^[${LETTERS}]+`, 'i');
/** The words a count of another language starts with: checked first, since most lines start with none. */
const FIRST_WORDS: ReadonlySet<string> = new Set([
  ...FOREIGN_NUMBER_WORDS.keys(),
  ...'halb halbe halber halbes halben halbem medio media mezzo mezza halve half'.split(' '),
]);
/** German nouns have capitals: 'Zwei Zwiebeln' is two onions. */
const GERMAN_WORDS: ReadonlySet<string> = new Set(
  'ein eine einen einem einer eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf anderthalb eineinhalb'.split(
    ' ',
  ),
);
const TWO_CAPITALS = /^\p{Lu}\S*\s+\p{Lu}/u;

/** How many a word at the start says, and how long the words are. */
export interface WordCount {
  value: number;
  length: number;
}

/**
 * 'Siete Grain Free Tortilla Chips', 'Mezzo Mix': outside German, a number word with a capital before a word with
 * a capital is a brand, as English product names are written.
 */
function namesABrand(text: string, german: boolean): boolean {
  return !german && TWO_CAPITALS.test(text);
}

function readHalf(text: string): WordCount | null {
  const half = FOREIGN_HALF.exec(text);
  if (half !== null) {
    return namesABrand(text, GERMAN_HALF.test(half[0])) ? null : { value: 0.5, length: half[0].length };
  }
  const dutch = DUTCH_HALF.exec(text);
  const next = dutch === null ? null : findUnitWord(text.slice(dutch[0].length).split(' ', 1)[0] ?? '');
  return dutch === null || next === null || next.english ? null : { value: 0.5, length: dutch[0].length };
}

/** A count in words of another language at the start of the text ('zwei', 'une', "un'", 'media'), or null. */
export function readForeignCount(text: string): WordCount | null {
  const first = LEADING_LETTERS.exec(text)?.[0];
  if (first === undefined || !FIRST_WORDS.has(withoutAccents(first.toLowerCase()))) {
    return null;
  }
  const half = readHalf(text);
  if (half !== null) {
    return half;
  }
  const elided = ELIDED_ONE.exec(text);
  if (elided !== null) {
    return { value: 1, length: elided[0].length };
  }
  const word = FIRST_WORD.exec(text);
  const key = withoutAccents((word?.[1] ?? '').toLowerCase());
  const value = FOREIGN_NUMBER_WORDS.get(key);
  // 'dos de cabillaud', 'Cinco de Mayo': a number word before 'de' is a name, not a count.
  const named =
    word === null || namesABrand(text, GERMAN_WORDS.has(key)) || LINKER.test(text.slice(word[0].length));
  if (value === undefined || named) {
    return null;
  }
  return { value, length: word[0].length };
}
