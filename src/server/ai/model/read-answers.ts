import { CATEGORIES, type Category } from '@shared/categories';
import { normalizeItemText } from '@shared/categorizer/normalize-item';
import type { MealIdea } from '@shared/contract/ai';
import type { RecipeDraft } from '@shared/contract/recipes';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { z } from 'zod';
import { AppError } from '../../rpc/app-error';
import { emptyAnswer } from './model-errors';

/** At most three things to buy (SPEC §9). */
const MAX_NEEDS = 3;
/** Five suggestions (SPEC §9). */
export const SUGGESTION_COUNT = 5;
/** A suggestion longer than this is a sentence, not an item. */
const MAX_SUGGESTION_LENGTH = 60;

const categoryByLowerName = new Map<string, Category>(CATEGORIES.map((name) => [name.toLowerCase(), name]));

/** Models wrap JSON in ``` fences or a sentence; the object is what lies between the outer braces. */
function parseJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) {
    return undefined;
  }
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** How an item name is matched between what we sent and what came back: case and spacing do not count. */
function looseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The model's categories by item name, looked up by the names we sent. An unknown category or a name we
 * did not send is ignored, so the caller's built-in answer stands for it.
 */
export function readCategoryAnswer(text: string): (name: string) => Category | undefined {
  const answer = parseJsonObject(text);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw emptyAnswer();
  }
  const byName = new Map<string, Category>();
  const byKey = new Map<string, Category>();
  for (const [key, names] of Object.entries(answer)) {
    const category = categoryByLowerName.get(key.trim().toLowerCase());
    if (!category || !Array.isArray(names)) {
      continue;
    }
    for (const name of names) {
      if (typeof name === 'string' && !byName.has(looseName(name))) {
        byName.set(looseName(name), category);
        byKey.set(normalizeItemText(name), category);
      }
    }
  }
  return (name) => byName.get(looseName(name)) ?? byKey.get(normalizeItemText(name));
}

const itemText = z.string().trim().min(1).max(LIMITS.maxItemLength);
const mealIdeaAnswer = z.object({
  title: z.string().trim().min(1).max(200),
  has: z.array(itemText).max(LIMITS.maxItemsPerRequest),
  needs: z.array(itemText).max(20),
  // Models often number their steps as an array; either way the user reads sentences.
  instructions: z.union([
    z.string().trim().min(1),
    z
      .array(z.string().trim().min(1))
      .min(1)
      .transform((steps) => steps.join('\n')),
  ]),
});

/** The meal idea, with `needs` cut to 1–3 things that really are not on the list. */
export function readMealIdea(text: string, items: readonly string[]): MealIdea {
  const parsed = mealIdeaAnswer.safeParse(parseJsonObject(text));
  if (!parsed.success) {
    throw new AppError('UNAVAILABLE', MESSAGES.aiInvalidMealIdea);
  }
  const onList = new Set(items.map(normalizeItemText));
  const needs = unique(parsed.data.needs)
    .filter((need) => !onList.has(normalizeItemText(need)))
    .slice(0, MAX_NEEDS);
  if (needs.length === 0) {
    throw new AppError('UNAVAILABLE', MESSAGES.aiInvalidMealIdea);
  }
  return { ...parsed.data, has: unique(parsed.data.has), needs };
}

/** Up to five suggestions from a comma-separated answer, none on the list or offered before. */
export function readSuggestions(
  text: string,
  items: readonly string[],
  exclude: readonly string[],
): string[] {
  const taken = new Set([...items, ...exclude].map(normalizeItemText));
  const suggestions: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    // 'Here are five items: apples' — the lead-in before a colon is not an item.
    const name = part
      .slice(part.lastIndexOf(':') + 1)
      .trim()
      .replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '')
      .replace(/^["'`]+|["'`.]+$/g, '')
      .trim();
    const key = normalizeItemText(name);
    if (name === '' || name.length > MAX_SUGGESTION_LENGTH || key === '' || taken.has(key)) {
      continue;
    }
    taken.add(key);
    suggestions.push(name);
    if (suggestions.length === SUGGESTION_COUNT) {
      break;
    }
  }
  return suggestions;
}

function unique(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = looseName(name);
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

const recipeAnswer = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.maxMealName * 3),
  ingredients: z
    .array(
      z
        .string()
        .trim()
        .max(LIMITS.maxItemLength * 2),
    )
    .max(LIMITS.maxIngredients),
  steps: z.union([
    z.array(z.string().trim()).max(200),
    z
      .string()
      .trim()
      .transform((text) => text.split(/\n+/)),
  ]),
  servings: z.number().int().positive().max(LIMITS.maxServings).nullish(),
});

/** The recipe a model read from a page; null when it says there is none or answers nothing usable. */
export function readRecipeAnswer(text: string): RecipeDraft | null {
  const parsed = recipeAnswer.safeParse(parseJsonObject(text));
  if (!parsed.success) {
    return null;
  }
  const ingredients = parsed.data.ingredients.filter((line) => line !== '');
  const steps = parsed.data.steps.map((step) => step.replace(/^(step\s*)?\d+\s*[.):]\s+/i, '').trim());
  const kept = steps.filter((step) => step !== '');
  if (ingredients.length === 0 && kept.length === 0) {
    return null;
  }
  return {
    name: parsed.data.name,
    ingredients,
    instructions: kept.map((step, index) => `${index + 1}. ${step}`).join('\n'),
    ...(parsed.data.servings ? { servings: parsed.data.servings } : {}),
    sources: { name: 'model', ingredients: 'model', instructions: 'model' },
  };
}
