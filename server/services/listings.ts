/**
 * Listings reviewed before buyers see them (issue 50, decision 052). Every write of what buyers
 * see (the product's words, category, photos, a colour's photos, an MRP) ends with
 * `sendForReview` in its transaction; buyers read `products.live`, the version last approved.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { indianDate } from '../../domain/dates.ts';
import { isId } from '../../domain/id.ts';
import {
  BULK_APPROVE_MAX,
  LISTING_NOTE_MAX,
  LISTING_REJECT_REASONS,
  changedFields,
  isTrusted,
  trustRuleOn,
  type TrustRule,
  type ListingRejectReason,
  type ListingSnapshot,
} from '../../domain/listing-review.ts';
import { messageRef } from '../../domain/messages.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import {
  inventoryEntries,
  listingReviews,
  productColorImages,
  products,
  stores,
  type ListingReviewRow,
  type ProductRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, notFound } from '../errors.ts';
import { audit } from './audit.ts';
import { countHealth } from './counters.ts';
import { notifyStore, theirWords } from './notifications.ts';
import { cappedCount, keysetPage, oldestFirst, type PageArgs } from './paging.ts';

/** What buyers would see of `product` now, read in `db` (the caller's transaction). */
export async function snapshotOf(db: DbOrTx, product: ProductRow): Promise<ListingSnapshot> {
  const colours = await db
    .select({ colorId: productColorImages.colorId, images: productColorImages.images })
    .from(productColorImages)
    .where(eq(productColorImages.productId, product.id));
  const entries = await db
    .select({
      colorId: inventoryEntries.colorId,
      sizeId: inventoryEntries.sizeId,
      mrpPaise: inventoryEntries.mrpPaise,
    })
    .from(inventoryEntries)
    .where(eq(inventoryEntries.productId, product.id));
  return {
    name: product.name,
    description: product.description,
    gender: product.gender,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    mainImage: product.mainImage,
    images: [...product.images],
    colorImages: Object.fromEntries(
      colours.filter((c) => c.images.length > 0).map((c) => [c.colorId, [...c.images]]),
    ),
    mrpPaise: Object.fromEntries(entries.map((e) => [`${e.colorId}:${e.sizeId}`, e.mrpPaise])),
  };
}

/** A store's trust as the admin reads it: the store, the facts, the verdict, the rule in force. */
export type TrustView = Awaited<ReturnType<typeof trustOf>> & TrustRule & { storeName: string };

/**
 * A store's trust with the rule in force at `at`, its choice read afresh (the request's store row
 * may come from the ownership check's short cache, and an admin reads it right after changing it).
 */
export async function trustView(db: DbOrTx, store: StoreRow, at: Date): Promise<TrustView> {
  const [fresh] = await db
    .select({ id: stores.id, name: stores.name, listingTrust: stores.listingTrust })
    .from(stores)
    .where(eq(stores.id, store.id));
  const row = fresh ?? store;
  return {
    ...(await trustOf(db, row, at)),
    ...trustRuleOn(indianDate(at)),
    storeName: row.name,
  };
}

/** A store's reviewed decisions (automatic approvals not counted) and whether it is trusted. */
export async function trustOf(db: DbOrTx, store: Pick<StoreRow, 'id' | 'listingTrust'>, at: Date) {
  const rows = await db
    .select({ decision: listingReviews.decision, n: count() })
    .from(listingReviews)
    .where(
      and(
        eq(listingReviews.storeId, store.id),
        sql`${listingReviews.decision} IS NOT NULL`,
        eq(listingReviews.automatic, false),
      ),
    )
    .groupBy(listingReviews.decision);
  const of = (d: string) => rows.find((r) => r.decision === d)?.n ?? 0;
  const facts = {
    override: store.listingTrust,
    approved: of('APPROVED'),
    rejected: of('REJECTED'),
  };
  return { ...facts, trusted: isTrusted(facts, indianDate(at)) };
}

/**
 * Sends the product's present version for review after a write of `productId` (in the writer's
 * transaction), or publishes it where no review is needed:
 * - a product without photos is a draft, and a version waiting is withdrawn;
 * - a version the same as the approved one is live again (a waiting one withdrawn);
 * - a trusted store's edit of a product already live is approved at once (recorded as automatic);
 * - otherwise the version waits: it replaces a waiting one's snapshot, or a new review is opened.
 */
export async function sendForReview(
  tx: Tx,
  productId: string,
  actorId: string,
  at: Date,
  opts: { importId?: string | null; again?: boolean } = {},
): Promise<ProductRow> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product || product.isDeleted) throw notFound();
  const snapshot = await snapshotOf(tx, product);
  const [waiting] = await tx
    .select()
    .from(listingReviews)
    .where(and(eq(listingReviews.productId, productId), isNull(listingReviews.decision)))
    .for('update');
  const withdraw = () => withdrawReview(tx, productId);
  const setState = async (fields: Partial<Pick<ProductRow, 'listingState' | 'live'>>) => {
    const [updated] = await tx
      .update(products)
      .set(fields)
      .where(eq(products.id, productId))
      .returning();
    return updated!;
  };
  if (snapshot.images.length === 0) {
    await withdraw();
    return product.live ? product : setState({ listingState: 'DRAFT' });
  }
  const live = product.live;
  if (live && changedFields(live, snapshot).length === 0 && !opts.again) {
    await withdraw();
    return setState({ listingState: 'LIVE' });
  }
  const [store] = await tx.select().from(stores).where(eq(stores.id, product.storeId));
  if (live && (await trustOf(tx, store!, at)).trusted) {
    await withdraw();
    await tx.insert(listingReviews).values({
      productId,
      storeId: product.storeId,
      categoryId: product.categoryId,
      snapshot,
      previous: live,
      submittedBy: actorId,
      submittedAt: at,
      importId: opts.importId ?? null,
      decision: 'APPROVED',
      decidedAt: at,
      automatic: true,
    });
    return setState({ listingState: 'LIVE', live: snapshot });
  }
  if (waiting) {
    if (changedFields(waiting.snapshot, snapshot).length > 0)
      await tx
        .update(listingReviews)
        .set({
          snapshot,
          categoryId: product.categoryId,
          submittedBy: actorId,
          importId: opts.importId ?? waiting.importId,
        })
        .where(eq(listingReviews.id, waiting.id));
  } else {
    const refused =
      product.listingState === 'REJECTED' ? await lastRefusal(tx, productId) : undefined;
    await tx.insert(listingReviews).values({
      productId,
      storeId: product.storeId,
      categoryId: product.categoryId,
      snapshot,
      previous: live,
      previousReasons: refused?.reasons ?? [],
      importId: opts.importId ?? null,
      submittedBy: actorId,
      submittedAt: at,
    });
  }
  return setState({ listingState: 'IN_REVIEW' });
}

/** A product's last refused version (decided before `before`, when given). */
export async function lastRefusal(db: DbOrTx, productId: string, before?: Date) {
  const [refused] = await db
    .select()
    .from(listingReviews)
    .where(
      and(
        eq(listingReviews.productId, productId),
        eq(listingReviews.decision, 'REJECTED'),
        before
          ? sql`${listingReviews.decidedAt} <= ${before.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .orderBy(desc(listingReviews.decidedAt))
    .limit(1);
  return refused;
}

/** Withdraws a product's waiting version (the product is deleted), in the caller's transaction. */
export async function withdrawReview(tx: Tx, productId: string) {
  await tx
    .delete(listingReviews)
    .where(and(eq(listingReviews.productId, productId), isNull(listingReviews.decision)));
}

/** The seller sends a refused version again, unchanged (with a change, saving it sends it). */
export async function resubmitListing(app: App, actor: UserRow, product: ProductRow) {
  if (product.listingState !== 'REJECTED')
    throw new AppError('CONFLICT', messageRef('listingNotRejected'));
  return app.db.transaction((tx) =>
    sendForReview(tx, product.id, actor.id, app.clock.now(), { again: true }),
  );
}

export interface ListingDecisionInput {
  approve: boolean;
  reasons?: readonly string[] | null;
  note?: string | null;
}

function parseDecision(input: ListingDecisionInput) {
  const reasons = [...new Set(input.reasons ?? [])];
  const unknown = reasons.find((r) => !(LISTING_REJECT_REASONS as readonly string[]).includes(r));
  if (unknown) throw badInput({ reasons: messageRef('listingReasonUnknown') });
  if (!input.approve && reasons.length === 0)
    throw badInput({ reasons: messageRef('listingReasonRequired') });
  const note = input.note?.trim() || null;
  if (note && note.length > LISTING_NOTE_MAX) throw badInput({ note: messageRef('textTooLong') });
  return {
    approve: input.approve,
    reasons: (input.approve ? [] : reasons) as ListingRejectReason[],
    note,
  };
}

/** Decides one waiting review in `tx`: the product goes live with it, or is refused. */
async function decideIn(
  app: App,
  tx: Tx,
  admin: UserRow,
  reviewId: string,
  decision: ReturnType<typeof parseDecision>,
  at: Date,
): Promise<ListingReviewRow> {
  const [review] = await tx
    .select()
    .from(listingReviews)
    .where(eq(listingReviews.id, reviewId))
    .for('update');
  if (!review) throw notFound();
  if (review.decision !== null) throw new AppError('CONFLICT', messageRef('listingAlreadyDecided'));
  const [decided] = await tx
    .update(listingReviews)
    .set({
      decision: decision.approve ? 'APPROVED' : 'REJECTED',
      reasons: decision.reasons,
      note: decision.note,
      decidedBy: admin.id,
      decidedAt: at,
    })
    .where(eq(listingReviews.id, review.id))
    .returning();
  await tx
    .update(products)
    .set(
      decision.approve
        ? { listingState: 'LIVE', live: review.snapshot }
        : { listingState: 'REJECTED' },
    )
    .where(eq(products.id, review.productId));
  await countHealth(
    tx,
    review.storeId,
    at,
    decision.approve ? ['LISTING_DECIDED'] : ['LISTING_DECIDED', 'LISTING_REJECTED'],
  );
  await audit(tx, at, {
    actorId: admin.id,
    action: decision.approve ? 'LISTING_APPROVED' : 'LISTING_REJECTED',
    subjectType: 'PRODUCT',
    subjectId: review.productId,
    reason: decision.approve
      ? decision.note
      : [...decision.reasons, decision.note].filter(Boolean).join(' · '),
  });
  if (!decision.approve) {
    const reasons = { list: decision.reasons.map((r) => messageRef(`listingReason${r}`)) };
    const [store] = await tx.select().from(stores).where(eq(stores.id, review.storeId));
    await notifyStore(app, tx, at, store!, 'LISTINGS', {
      kind: 'LISTING_REJECTED',
      title: messageRef('listingRejectedTitle', { name: review.snapshot.name }),
      // Why, in the reader's language, and the reviewer's own words when there are some.
      body: decision.note
        ? messageRef('listingRejectedWhyNote', { reasons, note: theirWords(decision.note) })
        : messageRef('listingRejectedWhy', { reasons }),
      link: `/store-owner/inventory/edit-product?id=${review.productId}`,
    });
  }
  return decided!;
}

/** A CATALOGUE admin decides one waiting version (audited; a refusal tells the store). */
export async function decideListing(
  app: App,
  admin: UserRow,
  reviewId: string,
  input: ListingDecisionInput,
) {
  if (!isId(reviewId)) throw notFound();
  const decision = parseDecision(input);
  return app.db.transaction((tx) => decideIn(app, tx, admin, reviewId, decision, app.clock.now()));
}

/** Approves a product's waiting version, if any (the demo's and the seed tool's catalogue). */
export async function approveWaiting(app: App, admin: UserRow, productId: string) {
  const [waiting] = await app.db
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .where(and(eq(listingReviews.productId, productId), isNull(listingReviews.decision)));
  if (waiting) await decideListing(app, admin, waiting.id, { approve: true });
}

/** Approves waiting versions at once (a trusted store's batch); all or none. */
export async function approveListings(app: App, admin: UserRow, reviewIds: readonly string[]) {
  const ids = [...new Set(reviewIds)];
  if (ids.length === 0 || ids.length > BULK_APPROVE_MAX)
    throw badInput({ reviewIds: messageRef('listingBulkLimit', { max: BULK_APPROVE_MAX }) });
  if (!ids.every(isId)) throw notFound();
  const at = app.clock.now();
  return app.db.transaction(async (tx) => {
    const decided: ListingReviewRow[] = [];
    for (const id of ids.sort())
      decided.push(
        await decideIn(app, tx, admin, id, { approve: true, reasons: [], note: null }, at),
      );
    return decided;
  });
}

/** An admin trusts a store's edits, distrusts them, or (null) leaves it to the rule. Audited. */
export async function setListingTrust(
  app: App,
  admin: UserRow,
  store: StoreRow,
  trusted: boolean | null,
) {
  const at = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(stores)
      .set({ listingTrust: trusted })
      .where(eq(stores.id, store.id))
      .returning();
    await audit(tx, at, {
      actorId: admin.id,
      action: 'LISTING_TRUST_SET',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: trusted === null ? 'RULE' : trusted ? 'TRUSTED' : 'REVIEWED',
    });
    return trustView(tx, updated!, at);
  });
}

export interface ListingQueueArgs extends PageArgs {
  storeId?: string | null;
  categoryId?: string | null;
  /** Resubmissions whose last refusal gave this reason. */
  reason?: string | null;
  /** One catalogue import's batch. */
  importId?: string | null;
}

/** The waiting versions, oldest first, on keyset paging (the partial queue indexes). */
export async function listingQueue(app: App, args: ListingQueueArgs) {
  const filters: (SQL | undefined)[] = [isNull(listingReviews.decision)];
  // The ids arrive checked (a malformed ID answers NOT_FOUND before any resolver runs).
  if (args.storeId) filters.push(eq(listingReviews.storeId, args.storeId));
  if (args.categoryId) filters.push(eq(listingReviews.categoryId, args.categoryId));
  if (args.importId) filters.push(eq(listingReviews.importId, args.importId));
  if (args.reason) filters.push(sql`${args.reason} = ANY(${listingReviews.previousReasons})`);
  const where = and(...filters);
  const counted = await cappedCount(
    app.db,
    app.db.select({ id: listingReviews.id }).from(listingReviews).where(where),
  );
  const page = await keysetPage(
    args,
    QUEUE_PAGE_MAX,
    counted,
    oldestFirst(
      listingReviews.submittedAt,
      listingReviews.id,
      (r: ListingReviewRow) => ({ createdAt: r.submittedAt, id: r.id }),
      (position, order, skip, take) =>
        app.db
          .select()
          .from(listingReviews)
          .where(and(where, position))
          .orderBy(...order)
          .limit(take)
          .offset(skip),
    ),
  );
  return { ...page, ...counted };
}

export const QUEUE_PAGE_MAX = 50;

/**
 * A product as buyers see it: the approved version's words, category and photos over the row
 * (price and stock are the row's). For a product never approved, the row (not listed anyway).
 */
export function asBuyerSees(product: ProductRow): ProductRow {
  const live = product.live;
  if (!live) return product;
  return {
    ...product,
    name: live.name,
    description: live.description,
    gender: live.gender as ProductRow['gender'],
    categoryId: live.categoryId,
    subCategoryId: live.subCategoryId,
    mainImage: live.mainImage,
    images: live.images,
  };
}

/** A product's reviews, newest first (its history stays with it). */
export const reviewsOf = (db: DbOrTx, productId: string) =>
  db
    .select()
    .from(listingReviews)
    .where(eq(listingReviews.productId, productId))
    .orderBy(desc(listingReviews.submittedAt), asc(listingReviews.id));

/** Each product's last refused version, in one statement (a page of products' badges). */
export async function lastRefusals(db: DbOrTx, productIds: readonly string[]) {
  const rows = await db
    .selectDistinctOn([listingReviews.productId])
    .from(listingReviews)
    .where(
      and(
        inArray(listingReviews.productId, [...productIds]),
        eq(listingReviews.decision, 'REJECTED'),
      ),
    )
    .orderBy(listingReviews.productId, desc(listingReviews.decidedAt));
  return new Map(rows.map((r) => [r.productId, r]));
}
