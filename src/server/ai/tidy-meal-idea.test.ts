import { describe, expect, it } from 'vitest';
import { tidyMealIdea } from './tidy-meal-idea';

describe('a meal idea as the shopper reads it', () => {
  it('lists each food once in You have, and needs nothing already had', () => {
    const idea = tidyMealIdea({
      title: 'Cheesy Potatoes',
      has: ['cheddar', 'shredded cheddar', 'potatoes'],
      needs: ['sour cream', 'Cheddar', 'sour cream', 'green onions'],
      instructions: 'Bake the potatoes, top with cheddar, sour cream and green onions.',
    });
    expect(idea.has).toEqual(['cheddar', 'potatoes']);
    expect(idea.needs).toEqual(['sour cream', 'green onions']);
  });
});
