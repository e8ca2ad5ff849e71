import { BABY } from './baby';
import { BAKERY } from './bakery';
import { BEVERAGES } from './beverages';
import { DAIRY_EGGS } from './dairy-eggs';
import { FROZEN_FOODS } from './frozen-foods';
import { HOUSEHOLD_CLEANING } from './household-cleaning';
import type { LexiconSection } from './lexicon-section';
import { MEAT_SEAFOOD } from './meat-seafood';
import { MISCELLANEOUS } from './miscellaneous';
import { PANTRY } from './pantry';
import { PERSONAL_CARE } from './personal-care';
import { PETS } from './pets';
import { PRODUCE } from './produce';

/** Every category's lexicon section, in store-walk order. */
export const LEXICON_SECTIONS: readonly LexiconSection[] = [
  PRODUCE,
  BAKERY,
  MEAT_SEAFOOD,
  DAIRY_EGGS,
  PANTRY,
  FROZEN_FOODS,
  BEVERAGES,
  HOUSEHOLD_CLEANING,
  PERSONAL_CARE,
  PETS,
  BABY,
  MISCELLANEOUS,
];
