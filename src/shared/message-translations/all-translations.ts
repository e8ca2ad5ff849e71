import type { Language } from '../languages';
import type { Messages } from '../messages';
import { TRANSLATED_MESSAGES as GERMAN } from './de';
import { TRANSLATED_MESSAGES as SPANISH } from './es';
import { TRANSLATED_MESSAGES as FRENCH } from './fr';
import { TRANSLATED_MESSAGES as ITALIAN } from './it';
import { TRANSLATED_MESSAGES as DUTCH } from './nl';

/** Every translation of the messages, for the server, which answers each request in its own language. */
export const ALL_MESSAGE_TRANSLATIONS: ReadonlyMap<Exclude<Language, 'en'>, Messages> = new Map([
  ['de', GERMAN],
  ['fr', FRENCH],
  ['es', SPANISH],
  ['it', ITALIAN],
  ['nl', DUTCH],
]);
