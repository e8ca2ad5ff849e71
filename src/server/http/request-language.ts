import { AsyncLocalStorage } from 'node:async_hooks';
import { type UnitSystem, unitSystemForLocales } from '@shared/items/unit-systems';
import { type Language, pickLanguage, SOURCE_LANGUAGE } from '@shared/languages';
import { ALL_MESSAGE_TRANSLATIONS } from '@shared/message-translations/all-translations';
import { addMessages, speakMessagesIn } from '@shared/messages';
import type { MiddlewareHandler } from 'hono';

/** What a request's Accept-Language says: the language to answer in, and the units its region weighs in. */
interface RequestLocale {
  language: Language;
  units: UnitSystem;
}

const requestLocale = new AsyncLocalStorage<RequestLocale>();

/**
 * The languages of an `Accept-Language` header, best first: "de-CH, fr;q=0.8, en;q=0.5" → de-CH, fr, en. The web sends
 * the language its catalogue speaks; a script that sends none, or `*`, is answered in English.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The language of the request being answered now; English outside one. */
export function languageOfRequest(): Language {
  return requestLocale.getStore()?.language ?? SOURCE_LANGUAGE;
}

/**
 * The units the request's region weighs in, for a household that has not chosen (the web sends the page's language
 * and then the browser's own, "de, en-GB;q=0.9"); the source language's outside a request.
 */
export function unitsOfRequest(): UnitSystem {
  return requestLocale.getStore()?.units ?? unitSystemForLocales([]);
}

/**
 * Answers each request in the language it asks for, and sums amounts in its region's units: every `MESSAGES.x` read while it is answered (refusals, confirms,
 * validation) comes in that language. Installs the translations once, when the app is made.
 */
export function requestLanguageMiddleware(): MiddlewareHandler {
  for (const [language, messages] of ALL_MESSAGE_TRANSLATIONS) {
    addMessages(language, messages);
  }
  speakMessagesIn(languageOfRequest);
  return (c, next) => {
    const tags = acceptedLanguages(c.req.header('accept-language'));
    return requestLocale.run({ language: pickLanguage(tags), units: unitSystemForLocales(tags) }, next);
  };
}
