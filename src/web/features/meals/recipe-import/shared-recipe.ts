/** A recipe shared to the app from another one (the manifest's share_target): a link, or failing that, text. */
export type SharedRecipe = { kind: 'link'; url: string } | { kind: 'text'; text: string };

/** A web link as it appears in text, up to the first space, quote or angle bracket. */
const LINK_IN_TEXT = /https?:\/\/[^\s<>"'“”‘’]+/i;
/** Punctuation a sentence puts after a link, which is not part of it. */
const TRAILING = /[.,;:!?…)\]}]+$/;

function isWebLink(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** The first http(s) link in a piece of text ("Look at this: https://…!"), without the sentence's punctuation. */
export function firstWebLink(text: string): string | null {
  const found = LINK_IN_TEXT.exec(text)?.[0];
  if (!found) {
    return null;
  }
  // A closing bracket stays when the link opened one itself, as in a wiki-style address.
  const link = found.includes('(') ? found.replace(/[.,;:!?…]+$/, '') : found.replace(TRAILING, '');
  return isWebLink(link) ? link : null;
}

/**
 * What a share holds: its `url`, else the first link in its `text` or `title` (apps put the link in either),
 * else the text itself to read as a pasted recipe. Null when the share holds nothing.
 */
export function sharedRecipeOf(params: URLSearchParams): SharedRecipe | null {
  const url = params.get('url')?.trim() ?? '';
  const text = params.get('text')?.trim() ?? '';
  const title = params.get('title')?.trim() ?? '';
  const link = isWebLink(url) ? url : (firstWebLink(text) ?? firstWebLink(title));
  if (link) {
    return { kind: 'link', url: link };
  }
  // The title often repeats the text's first line: said once.
  const whole = title && !text.startsWith(title) ? [title, text] : [text];
  const recipe = whole.filter((part) => part !== '').join('\n');
  return recipe ? { kind: 'text', text: recipe } : null;
}

/** The history state that carries a share to My Meals. */
export interface SharedRecipeState {
  sharedRecipe: SharedRecipe;
}

/** The share carried in history state, or null for any other state (a reload's, another page's). */
export function sharedRecipeFromState(state: unknown): SharedRecipe | null {
  if (typeof state !== 'object' || state === null || !('sharedRecipe' in state)) {
    return null;
  }
  const shared: unknown = state.sharedRecipe;
  if (typeof shared !== 'object' || shared === null || !('kind' in shared)) {
    return null;
  }
  if (shared.kind === 'link' && 'url' in shared && typeof shared.url === 'string') {
    return { kind: 'link', url: shared.url };
  }
  if (shared.kind === 'text' && 'text' in shared && typeof shared.text === 'string') {
    return { kind: 'text', text: shared.text };
  }
  return null;
}
