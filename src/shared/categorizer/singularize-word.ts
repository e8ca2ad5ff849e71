import { wordMap, wordSet } from './word-set';

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = wordMap(`
leaves:leaf loaves:loaf knives:knife halves:half calves:calf wolves:wolf shelves:shelf scarves:scarf
wives:wife geese:goose mice:mouse teeth:tooth feet:foot children:child men:man women:woman oxen:ox
dice:die cacti:cactus fungi:fungus lenses:lens
`);

/** Words ending in -ies whose singular keeps the -ie ("cookies" is not "cooky"). */
const IE_SINGULARS: ReadonlySet<string> = wordSet(`
cookie brownie smoothie veggie hoodie beanie calorie movie zombie pierogie goalie selfie birdie rookie
sweetie bootie pixie magpie onesie binkie kiltie doggie genie nightie auntie eyrie lassie prairie collie
boogie techie tie pie lie die brekkie sarnie bikkie bestie mountie junkie
`);

/** Words ending in -oes whose singular keeps the -oe ("shoes" is not "sho"). */
const OE_SINGULARS: ReadonlySet<string> = wordSet(`shoe toe hoe canoe oboe floe sloe roe foe`);

/** Words ending in -ches whose singular keeps the -e ("quiches" is not "quich"). */
const E_SINGULARS: ReadonlySet<string> = wordSet(`
quiche brioche ganache mustache moustache avalanche ceviche niche cache headache panache cliche creche
attache douche psyche
`);

/** Words that end in "s" but are singular. */
const SINGULAR_S_WORDS: ReadonlySet<string> = wordSet(`
lens tennis series species news gas bus yes plus always whiskers mucus pancreas bias atlas canvas
christmas texas swiss molasses
`);

const HAS_NON_LETTER = /[^a-z]/;
const ES_PLURAL_ENDING = /(ches|shes|xes|sses|zzes)$/;

/** Reduces one lower-case word to its singular form; unknown and uncountable words pass through. */
export function singularizeWord(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) {
    return irregular;
  }
  if (word.length <= 3 || !word.endsWith('s') || SINGULAR_S_WORDS.has(word) || HAS_NON_LETTER.test(word)) {
    return word;
  }
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('ous')) {
    return word;
  }
  if (word.endsWith('ies')) {
    const withIe = word.slice(0, -1);
    if (word.length <= 4 || IE_SINGULARS.has(withIe)) {
      return withIe;
    }
    return `${word.slice(0, -3)}y`;
  }
  if (word.endsWith('oes')) {
    const withOe = word.slice(0, -1);
    return OE_SINGULARS.has(withOe) ? withOe : word.slice(0, -2);
  }
  if (ES_PLURAL_ENDING.test(word)) {
    const withE = word.slice(0, -1);
    return E_SINGULARS.has(withE) ? withE : word.slice(0, -2);
  }
  return word.slice(0, -1);
}
