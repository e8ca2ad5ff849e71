import type { Active, Over } from '@dnd-kit/core';
import { CATEGORIES, type Category } from '@shared/categories';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { orderAnnouncements as announcementsIn } from './category-order-speech';

let t: TFunction<'common'>;
beforeAll(async () => {
  t = await englishTexts('common');
});

const orderAnnouncements = (order: readonly Category[]) => announcementsIn(order, t);

// Only the ids matter to what is said.
const active = { id: 'Produce' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('orderAnnouncements', () => {
  it('says the aisle and its position when it is picked up, moved and dropped', () => {
    const speech = orderAnnouncements(CATEGORIES);
    expect(speech.onDragStart({ active })).toBe('Produce picked up, position 1 of 12.');
    // Over its own row right after the pick-up: nothing to say yet.
    expect(speech.onDragOver({ active, over: over('Produce') })).toBeUndefined();
    expect(speech.onDragOver({ active, over: over('Meat & Seafood') })).toBe(
      'Produce moved to position 3 of 12.',
    );
    expect(speech.onDragEnd({ active, over: over('Meat & Seafood') })).toBe(
      'Produce dropped at position 3 of 12.',
    );
  });

  it('says a move back to where the aisle was picked up', () => {
    const speech = orderAnnouncements(CATEGORIES);
    speech.onDragStart({ active });
    expect(speech.onDragOver({ active, over: over('Bakery') })).toBe('Produce moved to position 2 of 12.');
    expect(speech.onDragOver({ active, over: over('Produce') })).toBe('Produce moved to position 1 of 12.');
  });

  it('says where the aisle stays when the move is cancelled or dropped outside the list', () => {
    const speech = orderAnnouncements(CATEGORIES);
    speech.onDragStart({ active });
    expect(speech.onDragCancel({ active, over: null })).toBe(
      'Moving Produce cancelled. It stays at position 1 of 12.',
    );
    expect(speech.onDragEnd({ active, over: null })).toBe('Produce put back at position 1 of 12.');
    expect(speech.onDragOver({ active, over: null })).toBe('Produce is outside the list of aisles.');
  });

  it('counts positions in the order it is given', () => {
    const reversed = orderAnnouncements([...CATEGORIES].reverse());
    expect(reversed.onDragStart({ active })).toBe('Produce picked up, position 12 of 12.');
  });
});
