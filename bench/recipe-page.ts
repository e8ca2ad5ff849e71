// bench/recipe-page: how long the recipe importer takes to read a 1 MB page (its markup, its visible recipe and
// the choice between them), beside JSON.parse of the page's JSON-LD block alone, in the same run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecipePage } from '../src/server/recipes/read-recipe-page';
import { median } from './median';

const RUNS = 15;
const PAGE_BYTES = 1024 * 1024;
const FIXTURE = join(
  import.meta.dirname,
  '..',
  'tests',
  'fixtures',
  'recipe-pages',
  '01-wprm-yoast-graph-sections.html',
);

/** A comment a recipe blog shows under the recipe, many times over: what makes real pages a megabyte. */
const comment = (n: number) =>
  `<li class="comment"><div class="comment-author"><h4>Reader ${n}</h4></div><div class="comment-body"><p>We made this on a ` +
  `Sunday with ${n % 7} friends and it was gone in minutes. I used half the salt and added lemon zest.</p>` +
  `<p><a href="/reply/${n}">Reply</a></p></div></li>`;

/** Our own fixture page with its comments grown until the page is 1 MB. */
function megabytePage(): string {
  const page = readFileSync(FIXTURE, 'utf8');
  const comments: string[] = [];
  let size = page.length;
  for (let n = 0; size < PAGE_BYTES; n += 1) {
    const next = comment(n);
    comments.push(next);
    size += next.length;
  }
  return page.replace(
    '</body>',
    `<section class="comments"><h3>Comments</h3><ol>${comments.join('')}</ol></section></body>`,
  );
}

export async function benchRecipePage(): Promise<string[]> {
  const page = megabytePage();
  const script = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  const reads: number[] = [];
  const parses: number[] = [];
  let name = '';
  for (let run = 0; run < RUNS; run += 1) {
    let started = performance.now();
    name = readRecipePage(page, 'https://example.test/focaccia')?.name ?? '';
    reads.push(performance.now() - started);
    started = performance.now();
    JSON.parse(script);
    parses.push(performance.now() - started);
  }
  const read = median(reads);
  const parse = median(parses);
  return [
    `recipe-page: read a ${(page.length / 1024).toFixed(0)} KB page ("${name}"): median ${read.toFixed(1)} ms`,
    `recipe-page: JSON.parse of its ${(script.length / 1024).toFixed(1)} KB JSON-LD block (baseline): median ${parse.toFixed(3)} ms`,
    `recipe-page: the whole page read / JSON.parse of the block: ${(read / parse).toFixed(0)}×`,
  ];
}
