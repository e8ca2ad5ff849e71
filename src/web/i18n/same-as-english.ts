import type { Language } from '@shared/languages';

/** The app's name, its plan and its marks: the same in every language. */
const NAMES = [
  'Aislewise',
  'Pro',
  'PRO',
  'OK',
  'Aislewise Pro',
  '{{title}} · Aislewise',
  '© 2026 Aislewise',
  'Blog',
];

/**
 * Texts a translation may leave exactly as English has them, reviewed one by one: names (the app's, Pro, brands),
 * words the language has borrowed as they are, and symbols. Anything else equal to the English text is untranslated.
 */
export const SAME_AS_ENGLISH: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  de: [...NAMES, 'Online', 'Offline'],
  fr: NAMES,
  es: NAMES,
  it: [...NAMES, 'Online', 'Offline', 'Password', 'Home'],
  nl: [...NAMES, 'Online', 'Offline', 'Contact', 'lunch', 'Lunch'],
};
