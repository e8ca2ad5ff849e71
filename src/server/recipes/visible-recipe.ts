import type { AnyNode, Document, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { isGroupHeading, singleBrackets, withoutNumber } from './recipe-fields';
import { collapse } from './recipe-text';

/** The recipe as the page shows it to a reader, field by field; a field the page does not show is empty. */
export interface VisibleRecipe {
  name: string;
  ingredients: string[];
  /** One step per entry, without numbers. */
  steps: string[];
}

/**
 * The recipe cards the common recipe plugins and page builders write, by the class names (or ids) of their
 * parts. Their visible markup is regular whatever the site's theme: a list of ingredient lines, a list of
 * steps, a title. Each entry names a part by a class token the element carries.
 */
const CARDS: readonly { name: string[]; ingredients: string[]; steps: string[] }[] = [
  // WP Recipe Maker
  {
    name: ['wprm-recipe-name'],
    ingredients: ['wprm-recipe-ingredient'],
    steps: ['wprm-recipe-instruction-text'],
  },
  // Tasty Recipes
  {
    name: ['tasty-recipes-title'],
    ingredients: ['tasty-recipes-ingredients', 'tasty-recipe-ingredients'],
    steps: ['tasty-recipes-instructions', 'tasty-recipe-instructions'],
  },
  // Mediavine Create
  { name: ['mv-create-title'], ingredients: ['mv-create-ingredients'], steps: ['mv-create-instructions'] },
  // Zip Recipes
  {
    name: ['zlrecipe-title', 'recipe-title'],
    ingredients: ['zlrecipe-ingredients-list', 'zlrecipe-ingredient'],
    steps: ['zlrecipe-instructions-list', 'zlrecipe-instruction'],
  },
  // WP Ultimate Recipe, EasyRecipe, Cooked, Yummly-style cards
  {
    name: ['wpurp-recipe-title', 'ERSName', 'cooked-recipe-name'],
    ingredients: [
      'wpurp-recipe-ingredient',
      'ERSIngredients',
      'cooked-single-ingredient',
      'yummly-ingredients',
    ],
    steps: [
      'wpurp-recipe-instruction-text',
      'ERSInstructions',
      'cooked-single-direction',
      'yummly-directions',
    ],
  },
  // Drupal and Joomla recipe modules, and themes that name their blocks plainly
  {
    name: ['recipe-name', 'recipe__title', 'recipe-header__title'],
    ingredients: [
      'field--name-field-ingredients',
      'field-name-field-ingredients',
      'recipe-ingredients',
      'recipe__ingredients',
      'ingredients-list',
      'ingredient-list',
      'jrecipe-ingredients',
    ],
    steps: [
      'field--name-field-instructions',
      'field-name-field-preparation',
      'recipe-instructions',
      'recipe__instructions',
      'recipe-directions',
      'recipe-method',
      'jrecipe-directions',
    ],
  },
];

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
 * Parts of a page that are never the recipe: its navigation, its foot, what it links to besides. A <header> is
 * read: an article's title is often in one (a site's logo there comes before the recipe, see titleHeading).
 */
const OUTSIDE = new Set(['nav', 'footer', 'aside', 'script', 'style', 'noscript', 'template', 'form', 'svg']);

/**
 * The recipe a page shows: a known recipe card's parts when there is one, else the lists under the page's own
 * "Ingredients" and "Method" headings (in the main content, in any of the languages above). Null when it
 * shows neither ingredients nor steps.
 */
export function visibleRecipe(document: Document): VisibleRecipe | null {
  const content = findAll((element) => element.name === 'body', document.children)[0] ?? document;
  const card = cardRecipe(content);
  const blocks = blocksOf(content);
  const headed = card && card.ingredients.length > 0 && card.steps.length > 0 ? null : headedRecipe(blocks);
  const ingredients = card?.ingredients.length ? card.ingredients : (headed?.ingredients ?? []);
  // A page that numbers its steps itself ('1. Preheat…'): the draft numbers them.
  const steps = (card?.steps.length ? card.steps : (headed?.steps ?? [])).map(withoutNumber);
  if (ingredients.length === 0 && steps.length === 0) {
    return null;
  }
  return { name: card?.name || titleHeading(blocks, ingredients[0] ?? steps[0] ?? ''), ingredients, steps };
}

/**
 * The page's title heading for its recipe: the last top-level heading before the recipe's first line (a site's
 * logo set as an <h1> comes earlier), else the page's first.
 */
function titleHeading(blocks: readonly Block[], firstLine: string): string {
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

const classTokens = (element: Element) =>
  [
    ...(getAttributeValue(element, 'class') ?? '').split(/\s+/),
    getAttributeValue(element, 'id') ?? '',
  ].filter(Boolean);

/** Elements carrying one of the class tokens (or ids), outermost only: one walk, not descending into a match. */
function marked(root: Document | Element, tokens: readonly string[]): Element[] {
  const wanted = new Set(tokens);
  const found: Element[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) {
        continue;
      }
      if (classTokens(node).some((token) => wanted.has(token))) {
        found.push(node);
      } else {
        walk(node.children);
      }
    }
  };
  walk(root.children);
  return found;
}

function cardRecipe(content: Document | Element): VisibleRecipe | null {
  for (const card of CARDS) {
    const ingredients = marked(content, card.ingredients)
      .filter((element) => !isLabel(element))
      .flatMap(linesOfPart);
    const steps = marked(content, card.steps).flatMap(linesOfPart);
    if (ingredients.length > 0 || steps.length > 0) {
      const [title] = marked(content, card.name);
      return {
        name: title ? collapse(textContent(title)) : '',
        ingredients: ingredients.map(singleBrackets).filter((line) => !isGroupHeading(line)),
        steps,
      };
    }
  }
  return null;
}

/** A part of a card that names a group or labels the list ('For the pastry', 'Ingredients'): no line of it. */
const LABEL_CLASS = /(?:^|[-_])(?:heading|group-name|group-title|label|title)$/i;

const isLabel = (element: Element) => classTokens(element).some((token) => LABEL_CLASS.test(token));

/**
 * A card's part as lines: its list items when it holds a list, else its paragraphs, else the blocks that hold
 * only text (a field's items, one <div> each), else its own text. Group headings and labels are left out.
 */
function linesOfPart(part: Element): string[] {
  const keep = (elements: Element[]) =>
    elements
      .filter((element) => !isLabel(element) && !findAll(isLabel, [element]).length)
      .map(visibleText)
      .filter((line) => line !== '');
  const items = findAll((element) => element.name === 'li', [part]).filter(
    (item) => !findAll((element) => element.name === 'li', item.children).length,
  );
  if (items.length > 0) {
    return keep(items);
  }
  const paragraphs = findAll((element) => element.name === 'p', [part]);
  if (paragraphs.length > 0) {
    return keep(paragraphs);
  }
  const leaves = findAll(
    (element) =>
      element !== part && !INLINE.has(element.name) && onlyInline(element) && visibleText(element) !== '',
    [part],
  );
  if (leaves.length > 1) {
    return keep(leaves);
  }
  const text = visibleText(part);
  return text === '' ? [] : [text];
}

/** A bullet or tick box a page draws before a line ('• 130 g flour', '▢ 1 egg'): decoration, not the line. */
const BULLET = /^[•·▪▫◦‣⁃∙●○■□☐▢✓✔-]\s*/u;

/** A line as a reader takes it: spaces collapsed, a drawn bullet before it dropped. */
function cleanLine(text: string): string {
  return collapse(text).replace(BULLET, '').trim();
}

/** What a reader sees of an element: its text without what is never shown (scripts, hidden parts). */
function visibleText(element: Element): string {
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
function visibleLines(element: Element): string[] {
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
const INLINE = new Set([
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

const onlyInline = (element: Element): boolean =>
  element.children.every((child) => !isTag(child) || (INLINE.has(child.name) && onlyInline(child)));

function hidden(element: Element): boolean {
  return (
    getAttributeValue(element, 'hidden') !== undefined ||
    getAttributeValue(element, 'aria-hidden') === 'true' ||
    /display\s*:\s*none/i.test(getAttributeValue(element, 'style') ?? '')
  );
}

/** A page read as a reader scans it: headings, list items and paragraphs, in order. */
type Block =
  | { kind: 'heading'; text: string; level: number; mark?: string }
  | { kind: 'item'; text: string }
  | { kind: 'paragraph'; text: string; mark?: string };

/** An element's tag and classes: a page styles all its section titles alike. */
const markOf = (element: Element) => `${element.name}.${getAttributeValue(element, 'class') ?? ''}`;

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** The longest text read as a heading when it is not marked as one ('Ingredients' in a bold paragraph). */
const SHORT_HEADING = 40;

function blocksOf(root: Document | Element): Block[] {
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
function headedRecipe(blocks: readonly Block[]): Omit<VisibleRecipe, 'name'> | null {
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
