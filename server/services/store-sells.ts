/**
 * Whether a store sells: the one rule the shop's list and checkout both follow (decision 029 found
 * two copies that disagreed: the shop listed a blocked owner's products, which checkout then
 * refused). A store sells when it is approved, not deleted, not paused, and its owner is not
 * blocked, and the platform has not paused it for its health (decision 053). `whyNotSelling` says it for a row in TypeScript; `storeSellsSql` for a query that
 * joins `stores` (it looks up the owner itself).
 */
import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { products, stores, users } from '../db/schema.ts';

interface SellingFacts {
  status: string;
  isDeleted: boolean;
  isPaused: boolean;
  /** Seller health's step: the platform pauses a store that stayed over its limits. */
  healthStep: string;
}

/**
 * Why a store takes no orders, or null when it sells: GONE (deleted or not approved: to a
 * customer, as if it never was), BLOCKED (its owner is blocked) or PAUSED.
 */
export function whyNotSelling(
  store: SellingFacts,
  ownerBlockedAt: Date | null,
): 'GONE' | 'BLOCKED' | 'PAUSED' | null {
  if (store.isDeleted || store.status !== 'APPROVED') return 'GONE';
  if (ownerBlockedAt) return 'BLOCKED';
  if (store.isPaused || store.healthStep === 'PAUSED') return 'PAUSED';
  return null;
}

/** The same rule as a filter on a query that joins `stores`. */
export function storeSellsSql(): SQL {
  return and(
    eq(stores.status, 'APPROVED'),
    eq(stores.isDeleted, false),
    eq(stores.isPaused, false),
    ne(stores.healthStep, 'PAUSED'),
    sql`exists (select 1 from ${users} where ${users.id} = ${stores.ownerId} and ${isNull(users.blockedAt)})`,
  )!;
}

/**
 * A product is listed when it is not deleted and a version of it has been approved (issue 50: a
 * draft without photos is never sent, a new product waits for review); buyers see that version.
 * The shop's list and checkout both follow it.
 */
export function productListedSql(): SQL {
  return and(eq(products.isDeleted, false), isNotNull(products.live))!;
}

/** The same rule for a row in TypeScript. */
export const isListed = (product: { isDeleted: boolean; live: unknown }) =>
  !product.isDeleted && product.live !== null;
