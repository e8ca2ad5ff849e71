import type { AnyNode } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { findAll } from 'domutils';
import { parseBoundedDocument } from './bounded-document';
import { collapse } from './recipe-text';

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
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'section',
  'article',
  'dt',
  'dd',
]);

/**
 * A page's visible text, one block a line, cut at MAX_MODEL_TEXT: what the model is given to read a recipe
 * from when the built-in readers find none. Markup, code and links' targets are left out, so the model reads
 * what a person would and the call stays small.
 */
export function pageText(html: string): string {
  const document = parseBoundedDocument(html);
  const root = findAll((element) => element.name === 'body', document.children)[0] ?? document;
  const parts: string[] = [];
  let size = 0;
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (size > MAX_MODEL_TEXT) {
        return;
      }
      if (isText(node)) {
        parts.push(node.data);
        size += node.data.length;
      } else if (isTag(node) && !UNREAD.has(node.name)) {
        const block = BLOCKS.has(node.name);
        if (block) {
          parts.push('\n');
        }
        walk(node.children);
        if (block) {
          parts.push('\n');
        }
      }
    }
  };
  walk(root.children);
  const lines = parts
    .join('')
    .split('\n')
    .map(collapse)
    .filter((line) => line !== '');
  return lines.join('\n').slice(0, MAX_MODEL_TEXT);
}
