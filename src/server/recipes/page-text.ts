import { findAll } from 'domutils';
import { parseBoundedDocument } from './bounded-document';
import { nodeLines } from './recipe-text';

/** The most of a page's text handed to the model: a recipe with its story fits; a whole site's footer does not. */
export const MAX_MODEL_TEXT = 12_000;

/** Never what a reader reads: the page's code, its navigation, its foot and side, forms and drawings. */
const UNREAD = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'aside',
  'form',
  'iframe',
]);

/**
 * A page's visible text, one block a line, cut at MAX_MODEL_TEXT: what the model is given to read a recipe
 * from when the built-in readers find none. Markup, code and links' targets are left out, so the model reads
 * what a person would and the call stays small.
 */
export function pageText(html: string): string {
  const document = parseBoundedDocument(html);
  const root = findAll((element) => element.name === 'body', document.children)[0] ?? document;
  return nodeLines(root.children, UNREAD, MAX_MODEL_TEXT).join('\n').slice(0, MAX_MODEL_TEXT);
}
