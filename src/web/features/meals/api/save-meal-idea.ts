import type { MealIdea } from '@shared/contract/ai';
import { oneTapRunner } from '@/lib/one-tap';
import { call } from '@/lib/rpc-client';

// Saving one idea is one intent: a second tap while it is saved, or a tap after a lost answer, keeps one template.
const saveOnce = oneTapRunner((idea: MealIdea, changeId) =>
  call('saveMealIdea', {
    title: idea.title,
    has: idea.has,
    needs: idea.needs,
    instructions: idea.instructions,
    changeId,
  }),
);

/** Keeps an AI meal idea as a meal template: its title, what it uses and needs, and how to make it. */
export async function saveMealIdea(idea: MealIdea): Promise<void> {
  await saveOnce(idea);
}
