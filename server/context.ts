import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { App } from './app.ts';
import {
  categories,
  colors,
  claims,
  complaintStatusHistory,
  inventoryEntries,
  orders,
  orderItems,
  orderItemStatusHistory,
  productColorImages,
  products,
  sizes,
  storeLocations,
  stockTransferLines,
  storeMembers,
  stores,
  subCategories,
  users,
  type InventoryEntryRow,
  type ListingReviewRow,
  type ClaimRow,
  type LedgerLineRow,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
  type StoreLocationRow,
  type StockTransferLineRow,
  type StoreRow,
  type UserRow,
  organisations,
} from './db/schema.ts';
import { authenticate } from './services/sessions.ts';
import { lastRefusals } from './services/listings.ts';
import { returnedLines } from './services/claims.ts';
import { returnDoor, stockByEntry } from './services/locations.ts';

/** Per-request values the HTTP layer hands to yoga. */
export interface ServerContext {
  requestId: string;
  ip: string;
  /** The calling page's origin and the host the request was sent to (passkeys are bound to them). */
  origin: string | null;
  host: string | null;
}

export interface GraphQLContext extends ServerContext {
  app: App;
  /** The signed-in user, or null (no token, or a token the server rejected). */
  viewer: UserRow | null;
  /** A fresh token when the presented one is due for renewal (sent as X-Renewed-Token). */
  renewedToken: string | null;
  loaders: Loaders;
  /** Objects `@owns` fields act on, loaded and checked by the authorization wrapper. */
  owned: Map<string, unknown>;
}

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export interface Loaders {
  storesByOwner: DataLoader<string, StoreRow[]>;
  /** The stores a person owns or is a member of, oldest first. */
  storesOfPerson: DataLoader<string, StoreRow[]>;
  storesByOrganisation: DataLoader<string, StoreRow[]>;
  productsById: DataLoader<string, ProductRow | undefined>;
  storesById: DataLoader<string, StoreRow | undefined>;
  /** A product's entries in colour, then size order. */
  entriesByProduct: DataLoader<string, InventoryEntryRow[]>;
  /** A product's colours' own photos, by colour id. */
  colorImagesByProduct: DataLoader<string, Map<string, string[]>>;
  /** A product's last refused listing version (issue 50), if any. */
  lastRefusalByProduct: DataLoader<string, ListingReviewRow | undefined>;
  colorsById: DataLoader<string, Row<typeof colors> | undefined>;
  sizesById: DataLoader<string, Row<typeof sizes> | undefined>;
  categoriesById: DataLoader<string, Row<typeof categories> | undefined>;
  subCategoriesById: DataLoader<string, Row<typeof subCategories> | undefined>;
  /** An order's items, in the order they were placed. */
  itemsByOrder: DataLoader<string, OrderItemRow[]>;
  /** An order item's status changes, oldest first. */
  historyByItem: DataLoader<string, Row<typeof orderItemStatusHistory>[]>;
  usersById: DataLoader<string, UserRow | undefined>;
  organisationsById: DataLoader<string, Row<typeof organisations> | undefined>;
  ordersById: DataLoader<string, OrderRow | undefined>;
  orderItemsById: DataLoader<string, OrderItemRow | undefined>;
  complaintHistory: DataLoader<string, Row<typeof complaintStatusHistory>[]>;
  /** An order item's claim (decision 054), if it has one. */
  claimsByItem: DataLoader<string, ClaimRow | undefined>;
  /** The lines an item's return wrote for its goods: what a claim on it may give back. */
  returnLinesByItem: DataLoader<string, LedgerLineRow[]>;
  /** A store location (issue 51), archived or not. */
  locationsById: DataLoader<string, StoreLocationRow | undefined>;
  /** A stock transfer's lines, in their entries' order (issue 51). */
  linesByTransfer: DataLoader<string, StockTransferLineRow[]>;
  /** Where a return from a pickup location comes back (returnDoor), one read per location. */
  returnDoorOf: DataLoader<string, string>;
  /** A variant's pieces per open location, the store's address first. */
  stockByEntry: DataLoader<string, Awaited<ReturnType<typeof stockByEntry>>[number]>;
}

/** One statement per batch of ids: `select … where id in (…)`, answered in the keys' order. */
function byId<R extends { id: string }>(load: (ids: string[]) => Promise<R[]>) {
  return new DataLoader<string, R | undefined>(async (ids) => {
    const rows = await load([...ids]);
    const found = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => found.get(id));
  });
}

export async function createContext(
  app: App,
  request: { headers: Pick<Headers, 'get'> },
  server: ServerContext,
): Promise<GraphQLContext> {
  const session = await authenticate(app, request.headers.get('authorization'));
  return { ...server, app, ...session, loaders: createLoaders(app), owned: new Map() };
}

/**
 * How each loader is made. A request makes only the loaders its fields use (most use two or
 * three of these), when they first ask: making all of them for every request was a measured part
 * of the API's allocation.
 */
const LOADERS: { [K in keyof Loaders]: (app: App) => Loaders[K] } = {
  storesByOwner: (app: App) =>
    new DataLoader(async (ownerIds) => {
      const rows = await app.db
        .select()
        .from(stores)
        .where(and(inArray(stores.ownerId, [...ownerIds]), eq(stores.isDeleted, false)))
        .orderBy(stores.createdAt);
      return ownerIds.map((id) => rows.filter((s) => s.ownerId === id));
    }),
  storesOfPerson: (app: App) =>
    new DataLoader(async (userIds) => {
      const ids = [...userIds];
      // One statement: each store with the batch's active memberships joined (none for an owner).
      const rows = await app.db
        .select({ store: stores, memberId: storeMembers.userId })
        .from(stores)
        .leftJoin(
          storeMembers,
          and(
            eq(storeMembers.storeId, stores.id),
            inArray(storeMembers.userId, ids),
            isNull(storeMembers.removedAt),
          ),
        )
        .where(
          and(
            eq(stores.isDeleted, false),
            or(inArray(stores.ownerId, ids), isNotNull(storeMembers.userId)),
          ),
        )
        .orderBy(stores.createdAt, stores.id);
      return ids.map((id) => {
        const mine = rows.filter((r) => r.store.ownerId === id || r.memberId === id);
        return [...new Map(mine.map((r) => [r.store.id, r.store])).values()];
      });
    }),
  storesByOrganisation: (app: App) =>
    new DataLoader(async (orgIds) => {
      const rows = await app.db
        .select()
        .from(stores)
        .where(and(inArray(stores.organisationId, [...orgIds]), eq(stores.isDeleted, false)))
        .orderBy(stores.createdAt);
      return orgIds.map((id) => rows.filter((s) => s.organisationId === id));
    }),
  productsById: (app: App) =>
    byId((ids) => app.db.select().from(products).where(inArray(products.id, ids))),
  storesById: (app: App) =>
    byId((ids) => app.db.select().from(stores).where(inArray(stores.id, ids))),
  entriesByProduct: (app: App) =>
    new DataLoader(async (productIds) => {
      const rows = await app.db
        .select({ entry: inventoryEntries })
        .from(inventoryEntries)
        .innerJoin(colors, eq(colors.id, inventoryEntries.colorId))
        .innerJoin(sizes, eq(sizes.id, inventoryEntries.sizeId))
        .where(inArray(inventoryEntries.productId, [...productIds]))
        .orderBy(asc(colors.position), asc(sizes.position));
      return productIds.map((id) =>
        rows.filter((r) => r.entry.productId === id).map((r) => r.entry),
      );
    }),
  colorImagesByProduct: (app: App) =>
    new DataLoader(async (productIds) => {
      const rows = await app.db
        .select()
        .from(productColorImages)
        .where(inArray(productColorImages.productId, [...productIds]));
      return productIds.map(
        (id) => new Map(rows.filter((r) => r.productId === id).map((r) => [r.colorId, r.images])),
      );
    }),
  lastRefusalByProduct: (app: App) =>
    new DataLoader(async (productIds) => {
      const refused = await lastRefusals(app.db, productIds);
      return productIds.map((id) => refused.get(id));
    }),
  colorsById: (app: App) =>
    byId((ids) => app.db.select().from(colors).where(inArray(colors.id, ids))),
  sizesById: (app: App) => byId((ids) => app.db.select().from(sizes).where(inArray(sizes.id, ids))),
  categoriesById: (app: App) =>
    byId((ids) => app.db.select().from(categories).where(inArray(categories.id, ids))),
  subCategoriesById: (app: App) =>
    byId((ids) => app.db.select().from(subCategories).where(inArray(subCategories.id, ids))),
  itemsByOrder: (app: App) =>
    new DataLoader(async (orderIds) => {
      const rows = await app.db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
      return orderIds.map((id) => rows.filter((r) => r.orderId === id));
    }),
  historyByItem: (app: App) =>
    new DataLoader(async (itemIds) => {
      const rows = await app.db
        .select()
        .from(orderItemStatusHistory)
        .where(inArray(orderItemStatusHistory.orderItemId, [...itemIds]))
        .orderBy(asc(orderItemStatusHistory.changedAt));
      return itemIds.map((id) => rows.filter((r) => r.orderItemId === id));
    }),
  usersById: (app: App) => byId((ids) => app.db.select().from(users).where(inArray(users.id, ids))),
  organisationsById: (app: App) =>
    byId((ids) => app.db.select().from(organisations).where(inArray(organisations.id, ids))),
  ordersById: (app: App) =>
    byId((ids) => app.db.select().from(orders).where(inArray(orders.id, ids))),
  orderItemsById: (app: App) =>
    byId((ids) => app.db.select().from(orderItems).where(inArray(orderItems.id, ids))),
  claimsByItem: (app: App) =>
    new DataLoader(async (itemIds) => {
      const rows = await app.db
        .select()
        .from(claims)
        .where(inArray(claims.orderItemId, [...itemIds]));
      return itemIds.map((id) => rows.find((r) => r.orderItemId === id));
    }),
  returnLinesByItem: (app: App) =>
    new DataLoader(async (itemIds) => {
      const rows = await returnedLines(app.db, [...itemIds]);
      return itemIds.map((id) => rows.filter((r) => r.orderItemId === id));
    }),
  locationsById: (app: App) =>
    byId((ids) => app.db.select().from(storeLocations).where(inArray(storeLocations.id, ids))),
  linesByTransfer: (app: App) =>
    new DataLoader(async (ids) => {
      const rows = await app.db
        .select()
        .from(stockTransferLines)
        .where(inArray(stockTransferLines.transferId, [...ids]))
        .orderBy(asc(stockTransferLines.entryId));
      return ids.map((id) => rows.filter((r) => r.transferId === id));
    }),
  returnDoorOf: (app: App) =>
    new DataLoader((ids) => Promise.all(ids.map((id) => returnDoor(app.db, id)))),
  stockByEntry: (app: App) => new DataLoader((ids) => stockByEntry(app, ids)),
  complaintHistory: (app: App) =>
    new DataLoader(async (ids) => {
      const rows = await app.db
        .select()
        .from(complaintStatusHistory)
        .where(inArray(complaintStatusHistory.complaintId, [...ids]))
        .orderBy(asc(complaintStatusHistory.changedAt));
      return ids.map((id) => rows.filter((r) => r.complaintId === id));
    }),
};

/** A request's loaders, each made when first read (a getter on the prototype, then its own value). */
class RequestLoaders {
  constructor(readonly app: App) {}
}
for (const key of Object.keys(LOADERS) as (keyof Loaders)[]) {
  Object.defineProperty(RequestLoaders.prototype, key, {
    get(this: RequestLoaders) {
      const loader = LOADERS[key](this.app);
      Object.defineProperty(this, key, { value: loader, enumerable: true });
      return loader;
    },
  });
}

/** The request's loaders, each made on first use. */
export function createLoaders(app: App): Loaders {
  return new RequestLoaders(app) as unknown as Loaders;
}
