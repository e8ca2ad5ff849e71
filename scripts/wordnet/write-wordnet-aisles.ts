import { writeFileSync } from 'node:fs';
import { buildWordNetAisles, wordNetAislesModule } from './build-wordnet-aisles';
import { readWordNetNouns, WORDNET_DICT_DIR } from './read-wordnet';

/** The generated table, committed so that neither the build nor the browser needs WordNet itself. */
export const WORDNET_AISLES_PATH = new URL('../../src/shared/categorizer/wordnet-aisles.ts', import.meta.url);

writeFileSync(
  WORDNET_AISLES_PATH,
  wordNetAislesModule(buildWordNetAisles(readWordNetNouns(WORDNET_DICT_DIR))),
);
