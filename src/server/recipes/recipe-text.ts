import type { ChildNode } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { decodeHTML } from 'entities';
import { parseBoundedDocument } from './bounded-document';

/** Elements that start a line of their own when a fragment of HTML is read as text. */
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
  'ol',
  'ul',
  'section',
  'article',
  'dt',
  'dd',
]);

/** Never read as text: scripts, styles and the like inside a fragment. */
const SILENT = new Set(['script', 'style', 'noscript', 'template']);

/**
 * The lines of an HTML fragment as a person reads them: entities decoded, tags gone, a new line at each block
 * (a paragraph, a list item, a line break) and in the text, blank lines dropped. Pages publish JSON-LD text
 * with tags and entities in it, sometimes encoded twice ('&lt;b&gt;'), so text with a tag after one decoding
 * is read as HTML once more.
 */
export function htmlLines(fragment: string): string[] {
  const lines = linesOf(fragment);
  const again = lines.some((line) => /<[a-z/!]/i.test(line));
  return again ? lines.flatMap(linesOf) : lines;
}

/** One line of text: `htmlLines` joined with spaces. */
export function htmlText(fragment: string): string {
  return htmlLines(fragment).join(' ');
}

function linesOf(fragment: string): string[] {
  return nodeLines(parseBoundedDocument(fragment).children);
}

/**
 * The lines of parsed nodes as a person reads them (see htmlLines), leaving out the elements in `unread`;
 * reading stops once `limit` characters of text are read.
 */
export function nodeLines(
  nodes: readonly ChildNode[],
  unread: ReadonlySet<string> = SILENT,
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const parts: string[] = [];
  let size = 0;
  const walk = (children: readonly ChildNode[]) => {
    for (const node of children) {
      if (size > limit) {
        return;
      }
      if (isText(node)) {
        parts.push(node.data);
        size += node.data.length;
      } else if (isTag(node) && !unread.has(node.name)) {
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
  walk(nodes);
  return parts
    .join('')
    .split(/\r?\n|\r/)
    .map(collapse)
    .filter((line) => line !== '');
}

/** Whitespace of any kind (non-breaking spaces too) made one space, and trimmed. */
export function collapse(text: string): string {
  return utf8Again(text).replace(/\s+/gu, ' ').trim();
}

/**
 * Text a page wrote as UTF-8 but published decoded as Latin-1 ('1Â¼ cups' for '1¼ cups', 'crÃ¨me' for 'crème'),
 * decoded once more. Only text with the marks of it (a C1 control character, which no real text has, or Â or
 * Ã before a character of the same byte range) and nothing beyond Latin-1, and only when the result is valid
 * UTF-8.
 */
function utf8Again(text: string): string {
  if (!/[\u0080-\u009f]|[\u00c2\u00c3][\u00a0-\u00bf]/.test(text) || /[\u0100-\u{10ffff}]/u.test(text)) {
    return text;
  }
  const again = Buffer.from(text, 'latin1').toString('utf8');
  return again.includes('\ufffd') ? text : again;
}

/** Text with its entities decoded and nothing else changed (for values read from attributes). */
export function decoded(text: string): string {
  return collapse(decodeHTML(text));
}
