import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsOf, githubSlug, linkProblem, linksOf } from '@tests/support/markdown-links';
import { describe, expect, it } from 'vitest';

// Every relative link and image in the README and docs/ must reach a file, and its #anchor a heading there,
// as GitHub renders them. Web addresses are only checked for form: the tests run without internet.

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort(),
];

/** Each link of a page that does not resolve, as `page:line target problem`. */
const problemsIn = (page: string, markdown = read(page)) =>
  linksOf(markdown).flatMap(({ target, line }) => {
    const problem = linkProblem(root, page, target, markdown);
    return problem === null ? [] : [`${page}:${line} ${target} ${problem}`];
  });

describe('links in README.md and docs/', () => {
  it.each(pages)('%s: every link and image resolves', (page) => {
    expect(problemsIn(page)).toEqual([]);
  });

  it('reads links from every page, and links every docs page from the README', () => {
    expect(pages.length).toBeGreaterThan(10);
    const readmeTargets = linksOf(read('README.md')).map(({ target }) => target.split('#')[0]);
    expect(pages.filter((page) => page !== 'README.md' && !readmeTargets.includes(page))).toEqual([]);
  });

  it('README.md is under 120 lines', () => {
    const readme = read('README.md');
    // Counted as `wc -l` does, blank lines at the end too.
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThan(120);
  });
});

describe('the link checker', () => {
  it('reports a missing file, a missing anchor, a malformed address and an undefined reference', () => {
    const page = [
      '# Title',
      '[fine](docs/api.md#writes-a-device-may-send-again) ![fine](docs/screenshots/my-lists-phone.png)',
      '[fine](#title) [fine](https://example.com/a?b#c) `[code](nowhere.md)`',
      '[gone](docs/no-such-page.md)',
      '![gone](docs/screenshots/no-such.png)',
      '[anchor](docs/api.md#no-such-heading)',
      '[web](https://exa mple.com) [fine](docs/api.md "a title") [fine](<docs/api.md>)',
      '[ref][nowhere] <img src="docs/missing.png">',
      '```',
      '[in a code block](missing.md)',
      '```',
    ].join('\n');
    expect(problemsIn('README.md', page)).toEqual([
      'README.md:4 docs/no-such-page.md names docs/no-such-page.md, which does not exist',
      'README.md:5 docs/screenshots/no-such.png names docs/screenshots/no-such.png, which does not exist',
      'README.md:6 docs/api.md#no-such-heading has #no-such-heading, which no heading of docs/api.md has',
      'README.md:7 https://exa mple.com is not a well-formed URL',
      'README.md:8 [nowhere] is a reference with no definition',
      'README.md:8 docs/missing.png names docs/missing.png, which does not exist',
    ]);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('Behind a reverse proxy: `PUBLIC_URL` and TRUST_PROXY')).toBe(
      'behind-a-reverse-proxy-public_url-and-trust_proxy',
    );
    expect(githubSlug("Users' own data")).toBe('users-own-data');
    expect(githubSlug('A list (`lists[]`)')).toBe('a-list-lists');
    expect([...anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```\nSetext\n---')]).toEqual([
      'notes',
      'notes-1',
      'setext',
    ]);
  });
});
