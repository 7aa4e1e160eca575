import type { StorePermission } from '../../domain/permissions.ts';

/**
 * What a seller's role must be allowed in the current store to open each page of the seller's
 * area (decision 051): the first pattern that matches the path decides; a page matched by none
 * (the dashboard, the profile) is every member's. The menu hides what a role may not open; this
 * is for a page typed in, followed from a link, or saved from before a role changed.
 */
const PAGE_PERMISSIONS: readonly [RegExp, StorePermission][] = [
  [/^\/store-owner\/orders\/[^/]+\/invoice$/, 'money.read'],
  [/^\/store-owner\/orders\/pack$/, 'orders.fulfil'],
  [/^\/store-owner\/(orders|returns|complaints|order-history)(\/|$)/, 'orders.read'],
  [/^\/store-owner\/manifest$/, 'orders.fulfil'],
  [/^\/store-owner\/(payments|payouts)(\/|\.|$)/, 'money.read'],
  [/^\/store-owner\/team$/, 'members.manage'],
  [/^\/store-owner\/inventory\/import$/, 'catalogue.sheets'],
  [/^\/store-owner\/inventory\/(edit-product|bulk)$/, 'catalogue.write'],
  [/^\/store-owner\/inventory\/stock-take$/, 'stock.count'],
  [/^\/store-owner\/inventory\/labels$/, 'labels.print'],
  [/^\/store-owner\/inventory(\/|$)/, 'catalogue.read'],
];

/** The permission a page of the seller's area needs, or null when every member may open it. */
export function pagePermission(pathname: string): StorePermission | null {
  return PAGE_PERMISSIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
