import { meaningfulWords } from '@shared/categorizer/languages/language-index';
import { languageIndex } from '@shared/categorizer/languages/language-registry';
import { stemWord } from '@shared/categorizer/languages/stem-word';
import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { type Language, SOURCE_LANGUAGE } from '@shared/languages';

/**
 * Words that say how a food is cut, packed or prepared, not which food it is: 'canned tomatoes' and
 * 'crushed tomatoes' are both tomatoes to someone deciding what to cook, 'chicken breasts' are chicken.
 */
const FORM_WORDS = new Set([
  'boneless',
  'skinless',
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'fillet',
  'canned',
  'crushed',
  'diced',
  'chopped',
  'sliced',
  'minced',
  'grated',
  'shredded',
  'whole',
  'fresh',
  'frozen',
  'dried',
  'cooked',
  'large',
  'small',
  'medium',
  'ripe',
  'plain',
  'unsalted',
  'baby',
]);

/**
 * Foods made from another food: 'coconut milk' is not milk and 'chicken stock' is not chicken, so a key
 * ending in one of these matches only itself.
 */
const PRODUCT_WORDS = new Set([
  'stock',
  'broth',
  'powder',
  'paste',
  'sauce',
  'juice',
  'extract',
  'oil',
  'vinegar',
  'milk',
  'butter',
  'cream',
  'seasoning',
  'syrup',
  'jam',
  'zest',
  'flake',
]);

/**
 * The key meal ideas and suggestions compare foods by: the categorizer's words of a line without the words
 * for its form, so 'chicken breasts' and 'chicken thighs' are both chicken (sameFood, below, decides). In another
 * language, its lexicon's words without amounts, units and small words, each in its singular's stem, so
 * 'Zwiebeln' meets 'Zwiebel' and 'cipolle' meets 'cipolla'.
 */
export function foodKey(text: string, language: Language = SOURCE_LANGUAGE): string {
  const index = language === 'en' ? undefined : languageIndex(language);
  if (index !== undefined) {
    const words = meaningfulWords(text, index).map((word) => stemWord(word, index.language));
    if (words.length > 0) {
      return words.join(' ');
    }
  }
  const words = normalizeItemText(text).split(' ');
  const food = words.filter((word) => !FORM_WORDS.has(word));
  return (food.length > 0 ? food : words).join(' ');
}

/**
 * True when a list item and an ingredient are the same food: equal keys, or one names the other with
 * words added ('tomato' and 'cherry tomato'), unless the longer one is a product made from it.
 */
export function sameFood(itemKey: string, ingredientKey: string): boolean {
  if (itemKey === '' || ingredientKey === '') {
    return false;
  }
  return (
    itemKey === ingredientKey ||
    containsWords(itemKey, ingredientKey) ||
    containsWords(ingredientKey, itemKey)
  );
}

function containsWords(longer: string, shorter: string): boolean {
  const lastWord = longer.slice(longer.lastIndexOf(' ') + 1);
  return !PRODUCT_WORDS.has(lastWord) && ` ${longer} `.includes(` ${shorter} `);
}
