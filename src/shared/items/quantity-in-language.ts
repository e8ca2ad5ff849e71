/**
 * A stored quantity ('1.5 kg', '2 tbsp', '2 × 15 oz cans', '1 cup + some') as a language writes it: '1,5 kg',
 * '2 EL', '2 × 15 oz Dosen', '1 Tasse + etwas'. For the screen only: the list keeps the quantity as the reader
 * writes it, so merging and other devices read it alike. A part the reader did not write (free text) is shown as is.
 */

import { findUnit } from './units';

/** A language's words for the units that are words (symbols such as g, kg, oz and lb stay as they are). */
export interface QuantityWords {
  /** The BCP 47 tag its numbers are written for. */
  locale: string;
  /** Per unit id, 'singular/plural' (one word when both are the same). */
  units: Readonly<Record<string, string>>;
  /** What a merged line says for an occurrence without an amount ('some'). */
  some: string;
}

const NUMBER = '\\d+(?:\\.\\d+)?';
/** '2', '1.5', '2-3', then what follows the amount. */
const AMOUNT = new RegExp(`^(${NUMBER}(?:-${NUMBER})?)(?: (.+))?$`);
/** '15 oz can' or '12-pack' after '× '. */
const EACH = new RegExp(`^(${NUMBER})(?:-(\\S+)| (.+))$`);

function numberIn(words: QuantityWords, text: string): string {
  const format = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 3, useGrouping: false });
  return text
    .split('-')
    .map((part) => format.format(Number(part)))
    .join('-');
}

/** A unit as the stored quantity writes it ('cups', 'fl oz'), in the language; as written when it has no word. */
function unitIn(words: QuantityWords, unitText: string, many: boolean): string {
  const unit = findUnit(unitText);
  const word = unit === null ? undefined : words.units[unit.id];
  if (word === undefined) {
    return unitText;
  }
  const [singular = word, plural = singular] = word.split('/');
  return many ? plural : singular;
}

/** '15 oz can' → '15 oz Dose'; the container in the plural when there are more than one. */
function eachIn(words: QuantityWords, text: string, many: boolean): string {
  const each = EACH.exec(text);
  if (each === null) {
    return text;
  }
  const [, size = '', hyphened, rest] = each;
  if (hyphened !== undefined) {
    return `${numberIn(words, size)}-${unitIn(words, hyphened, many)}`;
  }
  const [sizeUnit = '', ...container] = (rest ?? '').split(' ');
  const sizeWord = findUnit(sizeUnit) === null ? null : unitIn(words, sizeUnit, Number(size) > 1);
  // 'fl oz' is one unit of two words.
  if (sizeWord === null || container.length === 0) {
    return `${numberIn(words, size)} ${unitIn(words, rest ?? '', many)}`;
  }
  return `${numberIn(words, size)} ${sizeWord} ${unitIn(words, container.join(' '), many)}`;
}

function partIn(words: QuantityWords, part: string): string {
  if (part === 'some') {
    return words.some;
  }
  const amount = AMOUNT.exec(part);
  if (amount === null) {
    return part;
  }
  const [, number = '', rest] = amount;
  const many = number.split('-').some((value) => Number(value) > 1);
  if (rest === undefined) {
    return numberIn(words, number);
  }
  if (rest.startsWith('× ')) {
    return `${numberIn(words, number)} × ${eachIn(words, rest.slice(2), many)}`;
  }
  return findUnit(rest) === null ? part : `${numberIn(words, number)} ${unitIn(words, rest, many)}`;
}

/** The stored quantity in the language's numbers and unit words. */
export function quantityInLanguage(quantity: string, words: QuantityWords): string {
  return quantity
    .split(' + ')
    .map((part) => partIn(words, part))
    .join(' + ');
}
