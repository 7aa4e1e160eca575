import { describe, expect, it } from 'vitest';
import { orderPicked, pickOrder, tick, type PickItem } from './pick-list.ts';

const item = (over: Partial<PickItem>): PickItem => ({
  orderId: 'o1',
  itemId: 'i1',
  entryId: 'e1',
  quantity: 1,
  sku: null,
  productName: 'Kurta',
  colorName: 'Red',
  sizeName: 'M',
  ...over,
});

const items = pickOrder([
  item({ itemId: 'i3', entryId: 'e3', sku: null, productName: 'Dupatta' }),
  item({ itemId: 'i2', entryId: 'e2', sku: 'B-2', quantity: 2 }),
  item({ orderId: 'o2', itemId: 'i4', entryId: 'e1', sku: 'A-1' }),
  item({ itemId: 'i1', entryId: 'e1', sku: 'A-1' }),
]);

describe('pick list', () => {
  it('sorts by SKU, those without one last, and an order before the next', () => {
    expect(items.map((i) => i.itemId)).toEqual(['i1', 'i4', 'i2', 'i3']);
  });

  it('ticks one piece per scan of the variant, across orders, then says it is done', () => {
    let picked = {};
    const first = tick(items, picked, 'e1');
    expect(first.kind).toBe('ticked');
    if (first.kind === 'ticked') picked = first.picked;
    expect(picked).toEqual({ i1: 1 });
    const second = tick(items, picked, 'e1');
    if (second.kind === 'ticked') picked = second.picked;
    expect(picked).toEqual({ i1: 1, i4: 1 });
    expect(tick(items, picked, 'e1').kind).toBe('done');
  });

  it('refuses a piece no item asks for', () => {
    expect(tick(items, {}, 'e9')).toEqual({ kind: 'wrong' });
    expect(tick(items, {}, undefined)).toEqual({ kind: 'wrong' });
  });

  it('says an order is picked when every piece is ticked', () => {
    expect(orderPicked(items, { i1: 1, i2: 1, i3: 1 }, 'o1')).toBe(false);
    expect(orderPicked(items, { i1: 1, i2: 2, i3: 1 }, 'o1')).toBe(true);
    expect(orderPicked(items, { i1: 1, i2: 2, i3: 1 }, 'o2')).toBe(false);
  });
});
