import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';

// Reads Markdown the way GitHub renders it, closely enough to check links: code is never a link or a heading,
// and a heading's anchor is its text slugged by github-slugger's rules.

/** One link or image target written in a Markdown file, with its line (1-based). */
export interface MarkdownLink {
  target: string;
  line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text with fenced code blocks blanked, line for line, so their `#` lines are no headings. */
function withoutFences(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence === null) {
        if (opening === undefined) {
          return line;
        }
        fence = opening;
        return '';
      }
      if (opening?.startsWith(fence) && line.trim() === opening) {
        fence = null;
      }
      return '';
    })
    .join('\n');
}

/** Also blanks inline code spans (keeping line breaks), so `` `a[0](b)` `` is not read as a link. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[\s\S]*?(?<!`)\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** The target of `](…)`: `<a b.md>` as `a%20b.md`, a title after a space dropped; a bare space is kept, as an error. */
function inlineTarget(inside: string): string {
  const trimmed = inside.trim();
  const bracketed = /^<([^>]*)>/.exec(trimmed);
  if (bracketed) {
    return (bracketed[1] ?? '').replace(/ /g, '%20');
  }
  const titled = /^(\S+)\s+("[^"]*"|'[^']*'|\([^)]*\))$/.exec(trimmed);
  return titled ? (titled[1] ?? '') : trimmed;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Every link and image target outside code: `[text](path)`, `![alt](path#anchor)`, reference definitions
 * (`[ref]: path`), `[text][ref]` whose definition is missing (as the target `[ref]`), and `src`/`href` of HTML.
 */
export function linksOf(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const links: MarkdownLink[] = [];
  const add = (target: string, index: number) => links.push({ target, line: lineOf(text, index) });

  for (const m of text.matchAll(/\]\(([^)\n]*)\)/g)) {
    add(inlineTarget(m[1] ?? ''), m.index);
  }
  const definitions = new Set<string>();
  for (const m of text.matchAll(/^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?/gm)) {
    definitions.add((m[1] ?? '').toLowerCase());
    add(m[2] ?? '', m.index);
  }
  for (const m of text.matchAll(/\]\[([^\]]+)\]/g)) {
    const ref = (m[1] ?? '').toLowerCase();
    if (!definitions.has(ref)) {
      add(`[${ref}]`, m.index);
    }
  }
  for (const m of text.matchAll(/<(?:img|a|source)\b[^>]*?\s(?:src|href|srcset)\s*=\s*["']([^"'\s]+)/gi)) {
    add(m[1] ?? '', m.index);
  }
  return links;
}

/** GitHub's anchor for a heading's text: lower-case, punctuation dropped, each space a '-'. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a file offers: its headings' slugs (a repeated one gets -1, -2, … as on GitHub), and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const lines = withoutFences(markdown).split('\n');
  const headings: string[] = [];
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      headings.push(atx[1] ?? '');
      return;
    }
    const above = lines[index - 1]?.trim() ?? '';
    if (/^ {0,3}(=+|-+)[ \t]*$/.test(line) && above !== '' && !above.startsWith('|')) {
      headings.push(above);
    }
  });
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of headings) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const m of markdown.matchAll(/<[a-z]+\b[^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) {
    anchors.add(m[1] ?? '');
  }
  return anchors;
}

/** Why a web address is not well-formed, or null. It is not fetched. */
function externalProblem(target: string): string | null {
  try {
    const url = new URL(target);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? null : 'has no valid host';
  } catch {
    return 'is not a well-formed URL';
  }
}

/**
 * Why a link written in `fromFile` (a path under `root`) does not resolve, or null: a missing file, a path out
 * of the repository, an anchor no heading of a Markdown target has, a malformed web address. `fromText` is the
 * page's own text, which answers for `#anchor` links within it (else it is read from disk).
 */
export function linkProblem(
  root: string,
  fromFile: string,
  target: string,
  fromText?: string,
): string | null {
  if (target === '') {
    return 'is empty';
  }
  if (/^\[.*\]$/.test(target)) {
    return 'is a reference with no definition';
  }
  if (/^https?:\/\//i.test(target)) {
    return externalProblem(target);
  }
  if (/^mailto:/i.test(target)) {
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(target) ? null : 'is not a well-formed mail address';
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) {
    return 'is neither relative nor http(s)';
  }
  if (/\s/.test(target)) {
    return 'has a space in its path (write %20, or put the path in <…>)';
  }
  const [pathAndQuery = '', rawAnchor] = target.split('#', 2);
  let path: string;
  let anchor: string | undefined;
  try {
    path = decodeURIComponent(pathAndQuery.replace(/\?.*$/, ''));
    anchor = rawAnchor === undefined ? undefined : decodeURIComponent(rawAnchor);
  } catch {
    return 'is not a well-formed path (a stray %)';
  }
  const file =
    path === ''
      ? resolve(root, fromFile)
      : resolve(path.startsWith('/') ? root : dirname(resolve(root, fromFile)), path.replace(/^\//, ''));
  const inRepo = relative(root, file);
  if (inRepo.startsWith('..')) {
    return 'leaves the repository';
  }
  if (!existsSync(file)) {
    return `names ${inRepo}, which does not exist`;
  }
  if (anchor === undefined) {
    return null;
  }
  if (extname(file).toLowerCase() !== '.md') {
    return /^L\d+(-L\d+)?$/.test(anchor) ? null : `has #${anchor}, but ${inRepo} is no Markdown file`;
  }
  const anchors = anchorsOf(path === '' && fromText !== undefined ? fromText : readFileSync(file, 'utf8'));
  return anchors.has(anchor) ? null : `has #${anchor}, which no heading of ${inRepo} has`;
}
