import type { MealIdea } from '../../../../shared/contract/ai';
import { call } from '../../../lib/rpc-client';

/** Keeps an AI meal idea as a meal template: its title, what it uses and needs, and how to make it. */
export async function saveMealIdea(idea: MealIdea): Promise<void> {
  await call('saveMealIdea', {
    title: idea.title,
    has: idea.has,
    needs: idea.needs,
    instructions: idea.instructions,
  });
}
