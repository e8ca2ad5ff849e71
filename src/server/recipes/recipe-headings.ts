import type { AnyNode, Document, Element } from 'domhandler';
import { isTag } from 'domhandler';
import { findAll, getAttributeValue } from 'domutils';
import { isGroupHeading, singleBrackets } from './recipe-fields';
import type { VisibleRecipe } from './visible-recipe';
import { hidden, OUTSIDE, onlyInline, visibleLines, visibleText } from './visible-text';

/** Headings that start a recipe's ingredients, in the languages recipe pages are written in. */
const INGREDIENTS_HEADING =
  /^(?:the\s+)?(?:ingredients?|zutaten|ingr[ée]dients?|ingredientes|ingredienti|ingredi[ëe]nten|ingredienser|ingredienc(?:e|ie)|sk[łl]adniki|hozz[áa]val[óo]k|you(?:'|’)ll need|what you need)\b/i;
/** Headings that start its method. */
const STEPS_HEADING =
  /^(?:the\s+)?(?:method|directions?|instructions?|preparation|how to make(?: it)?|steps|zubereitung|anleitung|pr[ée]paration|[ée]tapes|preparaci[óo]n|elaboraci[óo]n|instrucciones|modo de (?:preparo|fazer)|preparazione|procedimento|bereiding(?:swijze)?|werkwijze|fremgangsm[åa]de|tilberedning|postup(?: p[řr]ípravy)?|przygotowanie|spos[óo]b przygotowania|elk[ée]sz[íi]t[ée]s)\b/i;

/**
 * True when the text is a section's heading: the word, and at most what a heading adds to it (a colon, whom it
 * serves, a bracket: 'Ingredients for 4', 'Zutaten (für 6 Personen)'), not a sentence that starts with it
 * ('Ingredients of success').
 */
function namesSection(text: string, pattern: RegExp): boolean {
  const match = pattern.exec(text);
  if (!match || text.length > SHORT_HEADING) {
    return false;
  }
  const tail = text.slice(match[0].length).trim();
  return /^(?:[:.]?|\(.*\)?:?|(?:for|für|pour|para|per|voor|til|à)\b.*|\d.*|[-–—:].*)$/iu.test(tail);
}

/**
 * The page's title heading for its recipe: the last top-level heading before the recipe's first line (a site's
 * logo set as an <h1> comes earlier), else the page's first.
 */
export function titleHeading(blocks: readonly Block[], firstLine: string): string {
  const at = blocks.findIndex((block) => block.kind !== 'heading' && block.text === firstLine);
  // A section's own heading set as an <h1> ('Ingredients') is not the recipe's name.
  const isTitle = (block: Block) =>
    block.kind === 'heading' &&
    block.level === 1 &&
    !namesSection(block.text, INGREDIENTS_HEADING) &&
    !namesSection(block.text, STEPS_HEADING);
  const titles = blocks.filter(isTitle);
  const before = at < 0 ? [] : blocks.slice(0, at).filter(isTitle);
  return (before.at(-1) ?? titles[0])?.text ?? '';
}

/** A page read as a reader scans it: headings, list items and paragraphs, in order. */
export type Block =
  | { kind: 'heading'; text: string; level: number; mark?: string }
  | { kind: 'item'; text: string }
  | { kind: 'paragraph'; text: string; mark?: string };

/** An element's tag and classes: a page styles all its section titles alike. */
const markOf = (element: Element) => `${element.name}.${getAttributeValue(element, 'class') ?? ''}`;

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** The longest text read as a heading when it is not marked as one ('Ingredients' in a bold paragraph). */
const SHORT_HEADING = 40;

export function blocksOf(root: Document | Element): Block[] {
  const blocks: Block[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node) || OUTSIDE.has(node.name) || hidden(node)) {
        continue;
      }
      const level = HEADING_LEVEL[node.name];
      if (level !== undefined) {
        blocks.push({ kind: 'heading', text: visibleText(node), level });
      } else if (node.name === 'li') {
        const nested = findAll((element) => element.name === 'li', node.children).length > 0;
        if (nested) {
          walk(node.children);
        } else {
          blocks.push({ kind: 'item', text: visibleText(node) });
        }
      } else if (node.name === 'p' || node.name === 'dt' || node.name === 'th' || onlyInline(node)) {
        const text = visibleText(node);
        // A short line that names a section is a heading ('Ingredients' set in a bold paragraph or a div).
        if (namesSection(text, INGREDIENTS_HEADING) || namesSection(text, STEPS_HEADING)) {
          blocks.push({ kind: 'heading', text, level: 7, mark: markOf(node) });
        } else {
          for (const line of visibleLines(node)) {
            blocks.push({ kind: 'paragraph', text: line, mark: markOf(node) });
          }
        }
      } else {
        walk(node.children);
      }
    }
  };
  walk(root.children);
  // A line styled as a recognised section title (the same tag and classes) is a title too ('Visitor comments').
  const titleMarks = new Set(
    blocks.flatMap((block) =>
      block.kind === 'heading' && block.level === 7 && block.mark ? [block.mark] : [],
    ),
  );
  return blocks
    .map(
      (block): Block =>
        block.kind === 'paragraph' &&
        block.mark !== undefined &&
        titleMarks.has(block.mark) &&
        block.mark !== 'p.'
          ? { kind: 'heading', text: block.text, level: 7, mark: block.mark }
          : block,
    )
    .filter((block) => block.text !== '');
}

/** The ingredients and steps under the page's own headings. */
export function headedRecipe(blocks: readonly Block[]): Omit<VisibleRecipe, 'name'> | null {
  const isHeading = (block: Block, pattern: RegExp) =>
    block.kind === 'heading' && namesSection(block.text, pattern);
  const ingredientsAt = blocks.findIndex((block) => isHeading(block, INGREDIENTS_HEADING));
  const stepsAt = blocks.findIndex(
    (block, index) => index > ingredientsAt && isHeading(block, STEPS_HEADING),
  );
  if (ingredientsAt < 0 && stepsAt < 0) {
    return null;
  }
  const ingredients = ingredientsAt < 0 ? [] : section(blocks, ingredientsAt, STEPS_HEADING);
  const steps =
    stepsAt >= 0
      ? section(blocks, stepsAt, INGREDIENTS_HEADING)
      : stepsUnderNextHeading(blocks, ingredientsAt);
  return { ingredients: ingredients.map(singleBrackets).filter((line) => !isGroupHeading(line)), steps };
}

/** The shortest mean length of lines read as steps under a heading that does not say it holds them. */
const STEP_LENGTH = 40;

/**
 * Steps under a heading that does not name them ('Recipe', the dish's name again): the section after the
 * ingredients' at their level, when its lines read as sentences rather than ingredient lines.
 */
function stepsUnderNextHeading(blocks: readonly Block[], ingredientsAt: number): string[] {
  const start = blocks[ingredientsAt];
  if (start?.kind !== 'heading') {
    return [];
  }
  const next = blocks.findIndex(
    (block, index) => index > ingredientsAt && block.kind === 'heading' && block.level <= start.level,
  );
  if (next < 0) {
    return [];
  }
  const lines = section(blocks, next, INGREDIENTS_HEADING);
  const mean = lines.reduce((sum, line) => sum + line.length, 0) / Math.max(1, lines.length);
  return lines.length >= 2 && mean >= STEP_LENGTH ? lines : [];
}

/**
 * The lines under the heading at `at`: its list items when it has any, else its paragraphs, up to the next
 * heading at its level or above, or the other section's heading. Sub-headings of groups ('For the sauce') are
 * passed over, as they are no ingredient or step.
 */
function section(blocks: readonly Block[], at: number, other: RegExp): string[] {
  const start = blocks[at];
  const level = start?.kind === 'heading' ? start.level : 7;
  // Under the ingredients, sub-headings name groups and are passed over; under the method, a sub-heading
  // after the steps ends them ('Related posts').
  const groups = other === STEPS_HEADING;
  const items: string[] = [];
  const paragraphs: string[] = [];
  for (const block of blocks.slice(at + 1)) {
    if (block.kind === 'heading') {
      if (
        block.level <= level ||
        other.test(block.text) ||
        (!groups && items.length + paragraphs.length > 0)
      ) {
        break;
      }
      continue;
    }
    (block.kind === 'item' ? items : paragraphs).push(block.text);
  }
  const lines = items.length > 0 ? items : paragraphs;
  const mean = lines.reduce((sum, line) => sum + line.length, 0) / Math.max(1, lines.length);
  // Ingredient lines are short; paragraphs of prose under an 'Ingredients' heading are an article, not a list.
  return groups && mean > MAX_INGREDIENT_MEAN ? [] : lines;
}

/** The longest mean length of lines read as an ingredient list. */
const MAX_INGREDIENT_MEAN = 90;
