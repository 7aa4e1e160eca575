import type { StorePermission } from './permissions.ts';

/**
 * What a phone keeps for a shift offline (decisions 020 and 025), and its bounds: while online, the
 * first pages of the orders (all, each open status, each dispatch queue), every open return, the
 * invoices of the saved orders, today's manifest, the payments summary and the first inventory
 * page are refreshed in the background, and each kind of saved entry is capped so that the saved
 * cache stays a few MB.
 */
export const OPEN_ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED'] as const;

/** How often the saved first pages are refreshed while the console is open and online. */
export const KEEP_FRESH_EVERY_MS = 5 * 60_000;

/** At most this many pages of the returns queue are kept (every open return, up to 50). */
export const RETURNS_PAGES_KEPT = 5;

/**
 * At most this many saved entries of each kind (query key's first two parts); past it the one
 * least recently refreshed that no screen shows goes. Measured: an order with its items is about
 * 4 KB saved, a product with its entries about 3 KB, an invoice about 3 KB, so this is about
 * 4 MB at most.
 */
export const SAVED_LIMITS: Record<string, number> = {
  'orders/store': 40,
  'orders/order': 200,
  'orders/invoice': 200,
  'orders/manifest': 7,
  'inventory/store': 40,
  'inventory/product': 200,
};

/** The saved cache's size at its limits, from the measured sizes above. */
export const SAVED_CACHE_MB = Math.ceil(
  (SAVED_LIMITS['orders/order']! * 4 +
    SAVED_LIMITS['orders/invoice']! * 3 +
    SAVED_LIMITS['inventory/product']! * 3 +
    (SAVED_LIMITS['orders/store']! + SAVED_LIMITS['inventory/store']!) * 40) /
    1024,
);

/**
 * Which permission lets a member's device keep each part of a shift (decision 051): the refresh
 * reads only these, the settings card lists only these, and a role change forgets the rest.
 */
export const SHIFT_PARTS = {
  orders: 'orders.read',
  returns: 'orders.read',
  invoices: 'money.read',
  manifest: 'orders.fulfil',
  payments: 'money.read',
  inventory: 'catalogue.read',
} as const satisfies Record<string, StorePermission>;

export type ShiftPart = keyof typeof SHIFT_PARTS;
