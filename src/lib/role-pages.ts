import type { AdminPermission, StorePermission } from '../../domain/permissions.ts';
import type { SessionUser } from './session.ts';

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
  [/^\/store-owner\/locations$/, 'store.read'],
  [/^\/store-owner\/transfers\/new$/, 'stock.transfer'],
  [/^\/store-owner\/transfers(\/|$)/, 'catalogue.read'],
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

/**
 * What an admin's staff role must hold to open each page of the admin's area (decision 051), as
 * for a seller's pages above; the dashboard is every staff role's.
 */
const ADMIN_PAGE_PERMISSIONS: readonly [RegExp, AdminPermission][] = [
  [/^\/admin\/store(\/|$)/, 'stores.review'],
  [/^\/admin\/(organization|user)(\/|$)/, 'users.manage'],
  [/^\/admin\/inventory(\/|$)/, 'platform.read'],
  [/^\/admin\/catalogue(\/|$)/, 'catalogue.manage'],
  [/^\/admin\/disputes(\/|$)/, 'complaints.decide'],
  [/^\/admin\/payouts(\/|$)/, 'money.read'],
  [/^\/admin\/audit(\/|$)/, 'audit.read'],
];

/** The staff permission a page of the admin's area needs, or null when every admin may open it. */
export function adminPagePermission(pathname: string): AdminPermission | null {
  return ADMIN_PAGE_PERMISSIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * Whether the signed-in admin's staff role holds `permission` (a session saved before roles
 * carries none: it shows all, and the server refuses what the role may not).
 */
export function staffMay(
  user: Pick<SessionUser, 'role' | 'adminPermissions'> | null | undefined,
  permission: AdminPermission,
): boolean {
  if (user?.role !== 'ADMIN') return false;
  return !user.adminPermissions || user.adminPermissions.includes(permission);
}
