/**
 * Packing by scan (decision 038): the pieces an order (or a batch of orders) needs, sorted as the
 * shelves are (by SKU), and each scan ticking one piece of the variant it read.
 */

export interface PickItem {
  orderId: string;
  itemId: string;
  /** The inventory entry (variant) the item is. */
  entryId: string;
  quantity: number;
  sku: string | null;
  productName: string;
  colorName: string;
  sizeName: string;
}

/** Items by SKU, then name, colour and size; an item without a SKU after those with one. */
export function pickOrder(items: readonly PickItem[]): PickItem[] {
  const key = (i: PickItem) => [
    i.sku === null ? 1 : 0,
    i.sku ?? '',
    i.productName,
    i.colorName,
    i.sizeName,
  ];
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i]!;
      const y = kb[i]!;
      if (x !== y)
        return typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y));
    }
    return a.orderId.localeCompare(b.orderId) || a.itemId.localeCompare(b.itemId);
  });
}

/** Pieces ticked per item. */
export type Picked = Readonly<Record<string, number>>;

export type TickOutcome =
  | { kind: 'ticked'; item: PickItem; picked: Picked }
  /** The read variant is in none of the items: a wrong piece, not ticked. */
  | { kind: 'wrong' }
  /** Every piece of the read variant is ticked already. */
  | { kind: 'done'; item: PickItem };

/** A scan of `entryId`: ticks one piece of the first item of that variant still short of its quantity. */
export function tick(
  items: readonly PickItem[],
  picked: Picked,
  entryId: string | undefined,
): TickOutcome {
  const matching = items.filter((i) => i.entryId === entryId);
  if (matching.length === 0) return { kind: 'wrong' };
  const open = matching.find((i) => (picked[i.itemId] ?? 0) < i.quantity);
  if (!open) return { kind: 'done', item: matching[0]! };
  return {
    kind: 'ticked',
    item: open,
    picked: { ...picked, [open.itemId]: (picked[open.itemId] ?? 0) + 1 },
  };
}

/** Whether every piece of the order's items is ticked. */
export const orderPicked = (items: readonly PickItem[], picked: Picked, orderId: string) =>
  items.filter((i) => i.orderId === orderId).every((i) => (picked[i.itemId] ?? 0) >= i.quantity);
