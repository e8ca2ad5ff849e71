import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@shared/languages';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { SAME_AS_ENGLISH } from './same-as-english';

const LOCALES = join(import.meta.dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function read(language: Language, namespace: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Every leaf of a namespace as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      leaves.set(path, value);
    } else {
      for (const [leaf, text] of flatten(value, path)) {
        leaves.set(leaf, text);
      }
    }
  }
  return leaves;
}

/** Keys without their plural suffix: the messages a language must have, whatever forms its grammar needs. */
function messagesOf(leaves: Map<string, string>): Set<string> {
  return new Set([...leaves.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function pluralBases(leaves: Map<string, string>): Set<string> {
  return new Set(
    [...leaves.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
}

/** The `{{name}}` placeholders of a text, and `$t(...)` nestings. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]*)\)/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .sort();
}

/**
 * HTML's void elements: `<Trans>` parses a text's tags as HTML, so `<link>Sign in</link>` would be an empty link with
 * the words after it. A component's tag must be another name.
 */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** The component tags of a text (`<go>`, `</go>`), sorted. */
function tags(text: string): string[] {
  return [...text.matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

describe('the catalogue', () => {
  it('has a file for every namespace in every language, and no other', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(LOCALES, language)).sort();
      expect(files, language).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const english = flatten(read('en', namespace));
      const others = LANGUAGES.filter((language) => language !== 'en');

      it('names no component after an HTML void element, which <Trans> would leave empty', () => {
        for (const [key, text] of english) {
          const names = tags(text).map((tag) => tag.replace(/[</>]/g, ''));
          expect(
            names.filter((name) => VOID_ELEMENTS.has(name.toLowerCase())),
            `${namespace}:${key}`,
          ).toEqual([]);
        }
      });

      it('English plurals have exactly the forms English grammar has (one, other)', () => {
        for (const base of pluralBases(english)) {
          expect(
            [`${base}_one`, `${base}_other`].every((key) => english.has(key)),
            base,
          ).toBe(true);
        }
      });

      for (const language of others) {
        it(`${language}: the same messages as English, every plural form CLDR gives ${language}, nothing left untranslated`, () => {
          const translated = flatten(read(language, namespace));
          expect([...messagesOf(translated)].sort()).toEqual([...messagesOf(english)].sort());
          const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          for (const base of pluralBases(english)) {
            const have = [...translated.keys()].filter((key) => key.replace(PLURAL_SUFFIX, '') === base);
            // "zero" is CLDR's only for some languages; i18next asks for exactly the forms Intl names.
            expect(
              have.map((key) => PLURAL_SUFFIX.exec(key)?.[1]).sort(),
              `${language} ${namespace}:${base}`,
            ).toEqual([...forms].sort());
          }
          const allowed = new Set(SAME_AS_ENGLISH[language]);
          for (const [key, text] of translated) {
            const base = key.replace(PLURAL_SUFFIX, '');
            const sources = [...english].filter(
              ([englishKey]) => englishKey.replace(PLURAL_SUFFIX, '') === base,
            );
            if (/\p{L}{2}/u.test(text) && sources.some(([, source]) => source === text)) {
              expect(allowed.has(text), `${language} ${namespace}:${key} is still English: "${text}"`).toBe(
                true,
              );
            }
            // The same links and emphasis, so <Trans> finds every component the page passes.
            expect(tags(text), `${language} ${namespace}:${key} tags`).toEqual(tags(sources[0]?.[1] ?? ''));
            // A plural form may leave out the count ("one item" → "un article"), never bring a value English lacks.
            const englishValues = new Set(sources.flatMap(([, source]) => placeholders(source)));
            const own = placeholders(text);
            const where = `${language} ${namespace}:${key} placeholders`;
            if (PLURAL_SUFFIX.test(key)) {
              expect(
                own.filter((value) => !englishValues.has(value)),
                where,
              ).toEqual([]);
            } else {
              expect(own, where).toEqual([...englishValues].sort());
            }
          }
        });
      }
    });
  }
});
