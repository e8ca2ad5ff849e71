import { describe, expect, it } from 'vitest';
import type { Category } from '../categories';
import { categorizeLocally } from './categorize-locally';
import { LEXICON_INDEX } from './lexicon-index';
import { tokenizeItem } from './normalize-item';
import { productPart } from './product-part';

const partOf = (text: string) =>
  productPart(
    tokenizeItem(text).map((token) => token.word),
    LEXICON_INDEX,
  ).join(' ');

describe('productPart: what the product is, before what it tastes of', () => {
  it.each([
    ['Kettle Potato Chips Sea Salt & Vinegar 8 oz', 'kettle potato chip'],
    ['Vitamin D3 Gummies Strawberry Peach & Mango 90 ct', 'vitamin d3 gummy'],
    ['Green Tea with Lemon 20 ct', 'green tea'],
    ['Spinach Fettuccine with Garlic', 'spinach fettuccine'],
    ['Paper Towels Double Rolls 6 ct', 'paper towel'],
    ['Pizza Flavored Crisps', 'crisp'],
  ])('%j → %j', (text, part) => {
    expect(partOf(text)).toBe(part);
  });

  it('keeps a product named after the type word ("Cheese Bagels" are bagels)', () => {
    expect(partOf('Asiago Cheese Bagels 6 ct')).toBe('asiago cheese bagel');
    expect(partOf('Hawaiian Butter Rolls 12 ct')).toBe('hawaiian butter roll');
  });

  it('leaves a name without a product type whole', () => {
    expect(partOf('honeycrisp apples')).toBe('honeycrisp apple');
  });
});

describe('categorizeLocally on catalogue names', () => {
  const cases: [string, Category][] = [
    ['Organic Tomato Basil Pasta Sauce', 'Pantry'],
    ['Zero Sugar Lemon Lime Sparkling Water 12 pk', 'Beverages'],
    ['Extra Strength Pain Reliever Caplets 100 ct', 'Personal Care'],
    ['Beet Crisps Sea Salt', 'Pantry'],
    ['Cucumber Dill Sauce', 'Pantry'],
    ['Garlic Herb Seasoning', 'Pantry'],
    ['Spinach Fettuccine with Garlic', 'Pantry'],
    ['Strawberry Greek Yogurt', 'Dairy & Eggs'],
    ['Lemon Dish Soap', 'Household & Cleaning'],
    ['Paper Towels Double Rolls 6 ct', 'Household & Cleaning'],
    ['Asiago Cheese Bagels 6 ct', 'Bakery'],
  ];
  it.each(cases)('%j → %s', (text, category) => {
    expect(categorizeLocally(text).category).toBe(category);
  });

  it('files a product labelled with a dose (mg, mcg, IU) as Personal Care, unless it is for pets or babies', () => {
    expect(categorizeLocally('Vitamin D3 2000 IU Gummies Strawberry').category).toBe('Personal Care');
    expect(categorizeLocally('Ultra CoQ10 100 mg 120 ct').category).toBe('Personal Care');
    expect(categorizeLocally('Fish Oil for Dogs 1000 mg').category).toBe('Pets');
  });

  it('is less sure when unknown words follow the product type, so a model may look again', () => {
    expect(categorizeLocally('milk zorblax quux').confidence).toBeLessThan(0.6);
  });
});
