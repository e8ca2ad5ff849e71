import { describe, expect, it } from 'vitest';
import { itemLabels, shoppingSections } from './shopping-sections';

const item = (id: string, checkedAt: string | null = null) => ({
  id,
  name: id,
  label: id,
  quantity: null,
  checked: checkedAt !== null,
  checkedAt,
});

describe('shoppingSections', () => {
  const items = {
    Produce: [item('kale'), item('apples', '2026-01-01T10:02:00.000Z')],
    Bakery: [item('bagels', '2026-01-01T10:01:00.000Z')],
    Pets: [item('kibble')],
  };

  it('keeps in the aisles what is still to get, and leaves out aisles with nothing left', () => {
    const { aisles } = shoppingSections(items);
    expect(aisles.map(([category, list]) => [category, list.map((entry) => entry.id)])).toEqual([
      ['Produce', ['kale']],
      ['Pets', ['kibble']],
    ]);
  });

  it('lists the cart in the order items were ticked, ticks without a time first, with their aisles', () => {
    const { cart } = shoppingSections({ ...items, Baby: [{ ...item('wipes'), checked: true }] });
    expect(cart.map(({ item: entry, category }) => [entry.id, category])).toEqual([
      ['wipes', 'Baby'],
      ['bagels', 'Bakery'],
      ['apples', 'Produce'],
    ]);
  });

  it('has nothing for no list', () => {
    expect(shoppingSections(null)).toEqual({ aisles: [], cart: [] });
  });

  it('names every item without its quantity, in aisle order', () => {
    expect(itemLabels({ Produce: [{ ...item('kale'), name: 'kale (2)', quantity: '2' }] })).toEqual(['kale']);
  });
});
