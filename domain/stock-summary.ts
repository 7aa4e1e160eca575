/**
 * A product's stock at a glance, on its own: the inventory list shows it on its first visit,
 * without the product form's rules (issue 52).
 */

/** An entry is low on stock when what can still be sold is at or under the threshold. */
export const isLowStock = (available: number, threshold: number) => available <= threshold;

/** What a product card shows of its entries: the price range, the stock, whether any is low. */
export function productSummary(
  entries: readonly { price: number; totalStock: number; availableStock: number }[],
  threshold: number,
) {
  const prices = entries.map((e) => e.price);
  return {
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    totalStock: entries.reduce((n, e) => n + e.totalStock, 0),
    availableStock: entries.reduce((n, e) => n + e.availableStock, 0),
    lowEntries: entries.filter((e) => isLowStock(e.availableStock, threshold)).length,
  };
}
