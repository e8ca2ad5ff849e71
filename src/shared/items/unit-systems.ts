/**
 * Metric or US units: what a household's summed amounts are written in. A household chooses one in Profile; until
 * it does, the region of the shopper's browser decides (en-US → US, en-GB or de → metric).
 */

export const UNIT_SYSTEMS = ['metric', 'us'] as const;

/** How a household writes weights and volumes it adds up: grams and litres, or ounces, pounds and cups. */
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The regions that weigh in pounds and measure in cups; everywhere else shops in grams and litres. */
const US_UNIT_REGIONS: ReadonlySet<string> = new Set(['US', 'LR', 'MM', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/** True when the text is one of the two systems. */
export function isUnitSystem(value: string): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The region a BCP 47 tag names ('en-GB' → GB), or null when it names none or is not a tag. */
function regionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag.replace('_', '-')).region ?? null;
  } catch {
    return null;
  }
}

/** The region a language is most spoken in ('en' → US, 'de' → DE), or null when it is not a tag. */
function likelyRegionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag.replace('_', '-')).maximize().region ?? null;
  } catch {
    return null;
  }
}

/**
 * The units a shopper's browser points to, from its languages best first (navigator.languages, an Accept-Language
 * header): the first tag that names a region decides; with none, the region its first language is most spoken in.
 */
export function unitSystemForLocales(tags: readonly string[]): UnitSystem {
  const named = tags.map(regionOf).find((region) => region !== null);
  // A caller that names no language at all (a script) is answered as the source language's region would be.
  const region = named ?? likelyRegionOf(tags[0] ?? 'en');
  return region !== null && region !== undefined && US_UNIT_REGIONS.has(region.toUpperCase())
    ? 'us'
    : 'metric';
}
