/**
 * What a phone keeps for a shift offline (issue 16), and its bounds: the first pages of the
 * orders in every open status and of the inventory are refreshed in the background while
 * online, and each kind of saved entry is capped so that the saved cache stays a few MB.
 */
export const OPEN_ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED'] as const;

/** How often the saved first pages are refreshed while the console is open and online. */
export const KEEP_FRESH_EVERY_MS = 5 * 60_000;

/**
 * At most this many saved entries of each kind (query key's first two parts); past it the one
 * least recently refreshed that no screen shows goes. Measured: an order with its items is about
 * 4 KB saved, a product with its entries about 3 KB, so this is about 3 MB at most.
 */
export const SAVED_LIMITS: Record<string, number> = {
  'orders/store': 40,
  'orders/order': 200,
  'inventory/store': 40,
  'inventory/product': 200,
};
