import { collapse, htmlLines, htmlText } from './recipe-text';

/**
 * The fields of a schema.org Recipe as pages publish them, each read into the draft's shape. A field can be a
 * string, a number, an array, or an object (HowToStep, HowToSection, ImageObject): each reader takes what it
 * can and answers nothing for what it cannot read, so one odd field never loses the rest of the recipe.
 */

/** What a JSON-LD value can be once parsed. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as a list: an array as it is, anything else as a list of one, nothing as none. */
export const listOf = (value: Json | undefined): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * A schema.org type's bare name: 'Recipe' for 'Recipe', 'schema:Recipe' or 'https://schema.org/Recipe'; the
 * schema's own spelling for a name written in another case ('recipe'), as browsers' readers accept it.
 */
export function typeNames(node: JsonObject): string[] {
  return listOf(node['@type']).flatMap((type) => {
    if (typeof type !== 'string') {
      return [];
    }
    const bare = type.split(/[/:#]/).at(-1) ?? type;
    return [KNOWN_TYPES.find((known) => known.toLowerCase() === bare.toLowerCase()) ?? bare];
  });
}

const KNOWN_TYPES = ['Recipe', 'HowToSection', 'HowToStep', 'ImageObject', 'WebPage', 'Article'];

/** A name or other one-line text: entities decoded, tags dropped, spaces collapsed. */
export function textOf(value: Json | undefined): string {
  const first = listOf(value).find((entry) => typeof entry === 'string' || typeof entry === 'number');
  return first === undefined ? '' : htmlText(String(first));
}

/**
 * recipeIngredient (or the old `ingredients`): one line each, blanks dropped. A value holding several lines
 * (line breaks, or a whole `<ul>`) is read as those lines. A recipe plugin's doubled brackets round a note
 * ('1 egg ((large))') are made single, as the page shows them.
 */
export function ingredientsOf(value: Json | undefined): string[] {
  return listOf(value)
    .flatMap((entry) =>
      typeof entry === 'string'
        ? htmlLines(entry)
        : isObject(entry)
          ? [textOf(entry.text ?? entry.name)]
          : [],
    )
    .map(singleBrackets)
    .filter((line) => line !== '' && !isGroupHeading(line));
}

/**
 * A group's heading written among the ingredient lines ('For the sauce:'): no ingredient, so not a line of the
 * list. It ends with a colon and holds no amount.
 */
export function isGroupHeading(line: string): boolean {
  return /:$/.test(line) && !/\d/.test(line) && line.length <= 60;
}

/** '((large))' as '(large)': WP Recipe Maker wraps a note that already has its brackets in its own. */
export function singleBrackets(line: string): string {
  return line.replace(/\(\(([^()]*)\)\)/g, '($1)');
}

/** A line of the instructions: a step, numbered when written, or a section's heading. */
type InstructionLine = { step: string } | { heading: string };

/**
 * recipeInstructions as numbered steps, one per line ('1. Mix.'): a text is split at its line breaks and
 * paragraphs, HowToStep gives its text (else its name), and a HowToSection's steps follow its name (as the
 * page wrote it) on a line of its own, numbered on from the steps before.
 */
export function instructionsOf(value: Json | undefined): string {
  let number = 0;
  return linesOfInstructions(value)
    .map((line) => {
      if ('heading' in line) {
        return line.heading;
      }
      number += 1;
      return `${number}. ${line.step}`;
    })
    .join('\n');
}

/** Sections in sections: pages nest two or three; a hostile page 100,000, which would overflow the stack. */
const MAX_SECTION_DEPTH = 8;

function linesOfInstructions(value: Json | undefined, depth = 0): InstructionLine[] {
  if (depth > MAX_SECTION_DEPTH) {
    return [];
  }
  return listOf(value).flatMap((entry): InstructionLine[] => {
    if (typeof entry === 'string') {
      return htmlLines(entry).map((step) => ({ step: withoutNumber(step) }));
    }
    if (!isObject(entry)) {
      return [];
    }
    const inside = entry.itemListElement;
    if (inside !== undefined) {
      const heading = textOf(entry.name);
      const steps = linesOfInstructions(inside, depth + 1);
      return heading !== '' && typeNames(entry).includes('HowToSection') ? [{ heading }, ...steps] : steps;
    }
    const step = textOf(entry.text) || textOf(entry.name);
    return step === '' ? [] : [{ step: withoutNumber(step) }];
  });
}

/** A step's own number taken off ('1. Mix' or 'Step 2: Bake'), as the draft numbers every step itself. */
export function withoutNumber(step: string): string {
  return step.replace(/^(step\s*)?\d+\s*[.):]\s+/i, '');
}

/** recipeYield as servings: the first number of the first entry that has one ('Makes 12 cookies' is 12). */
export function servingsOf(value: Json | undefined): number | undefined {
  for (const entry of listOf(value)) {
    const match = typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry : '';
    const number = /\d+(?:[.,]\d+)?/.exec(match)?.[0];
    if (number !== undefined) {
      const servings = Math.round(Number(number.replace(',', '.')));
      return servings > 0 && servings <= 1000 ? servings : undefined;
    }
  }
  return undefined;
}

/** image as one absolute http(s) URL: a string, an ImageObject's url, or the first of a list of either. */
export function imageOf(value: Json | undefined, pageUrl: string | undefined): string | undefined {
  for (const entry of listOf(value)) {
    const raw =
      typeof entry === 'string' ? entry : isObject(entry) ? textOf(entry.url ?? entry.contentUrl) : '';
    const url = absoluteUrl(collapse(raw), pageUrl);
    if (url) {
      return url;
    }
  }
  return undefined;
}

/** A link as an absolute http(s) URL against the page's, or nothing for anything else (data:, javascript:). */
export function absoluteUrl(raw: string, pageUrl: string | undefined): string | undefined {
  if (raw === '') {
    return undefined;
  }
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An ISO 8601 duration in minutes ('PT1H30M' is 90, 'P0DT1H5M' 65); nothing when it is not one. */
export function minutesOf(value: Json | undefined): number | undefined {
  const text = textOf(value);
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      text,
    );
  if (!match || text.toUpperCase() === 'P' || text.toUpperCase() === 'PT') {
    return undefined;
  }
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
  return Number.isFinite(total) ? Math.round(total) : undefined;
}

/** Minutes as a person writes them: '45 min', '2 h', '1 h 30 min'. */
export function readableMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return [hours > 0 ? `${hours} h` : '', minutes > 0 || hours === 0 ? `${minutes} min` : '']
    .filter((part) => part !== '')
    .join(' ');
}

/** The recipe's time: totalTime, else prepTime and cookTime added up; nothing when none can be read. */
export function totalTimeOf(recipe: JsonObject): string | undefined {
  const total = minutesOf(recipe.totalTime);
  if (total !== undefined && total > 0) {
    return readableMinutes(total);
  }
  const parts = [minutesOf(recipe.prepTime), minutesOf(recipe.cookTime)].filter(
    (minutes): minutes is number => minutes !== undefined,
  );
  const sum = parts.reduce((all, minutes) => all + minutes, 0);
  return parts.length > 0 && sum > 0 ? readableMinutes(sum) : undefined;
}
