import type { AnyNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { collapse } from './recipe-text';

// What a reader sees of a page's elements: the text shown, line by line, without what is never shown.

/**
 * Parts of a page that are never the recipe: its navigation, its foot, what it links to besides. A <header> is
 * read: an article's title is often in one (a site's logo there comes before the recipe, see titleHeading).
 */
export const OUTSIDE = new Set([
  'nav',
  'footer',
  'aside',
  'script',
  'style',
  'noscript',
  'template',
  'form',
  'svg',
]);

/** A bullet or tick box a page draws before a line ('• 130 g flour', '▢ 1 egg'): decoration, not the line. */
const BULLET = /^[•·▪▫◦‣⁃∙●○■□☐▢✓✔-]\s*/u;

/** A line as a reader takes it: spaces collapsed, a drawn bullet before it dropped. */
function cleanLine(text: string): string {
  return collapse(text).replace(BULLET, '').trim();
}

/** What a reader sees of an element: its text without what is never shown (scripts, hidden parts). */
export function visibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        parts.push(node.data);
      } else if (isTag(node) && !OUTSIDE.has(node.name) && !hidden(node)) {
        walk(node.children);
      }
    }
  };
  walk(element.children);
  return cleanLine(parts.join(''));
}

/** The element's lines as shown: its text broken where it has a <br>. */
export function visibleLines(element: Element): string[] {
  const lines: string[] = [''];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        lines[lines.length - 1] += node.data;
      } else if (isTag(node) && node.name === 'br') {
        lines.push('');
      } else if (isTag(node) && !OUTSIDE.has(node.name) && !hidden(node)) {
        walk(node.children);
      }
    }
  };
  walk(element.children);
  return lines.map(cleanLine).filter((line) => line !== '');
}

/** Elements that only style text inside a line: an element holding nothing else is one block of text. */
export const INLINE = new Set([
  'a',
  'b',
  'strong',
  'em',
  'i',
  'u',
  'span',
  'br',
  'sup',
  'sub',
  'small',
  'mark',
  'abbr',
  'time',
  'label',
  'font',
]);

export const onlyInline = (element: Element): boolean =>
  element.children.every((child) => !isTag(child) || (INLINE.has(child.name) && onlyInline(child)));

export function hidden(element: Element): boolean {
  return (
    getAttributeValue(element, 'hidden') !== undefined ||
    getAttributeValue(element, 'aria-hidden') === 'true' ||
    /display\s*:\s*none/i.test(getAttributeValue(element, 'style') ?? '')
  );
}
