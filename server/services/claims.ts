/**
 * Return claims (issue 50, decision 054; the rules are domain/claims.ts): a seller files one for an
 * item, with its evidence, within its window; a support admin decides it, and an accepted claim
 * writes its one ledger line, paid with the next payout. The QC dispute of decision 022 is the kind
 * QC_DISPUTE: `disputeQc` and `decideQcDispute` file and decide it here.
 */
import * as v from 'valibot';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  CLAIM_KINDS,
  CLAIM_RULES,
  claimCap,
  claimDecisionSchema,
  claimPolicyOn,
  claimProblems,
  claimWindow,
  DECIDED_AS,
  decidedAmount,
  type ClaimKind,
  type ClaimStatus,
} from '../../domain/claims.ts';
import { indianDate } from '../../domain/dates.ts';
import { disputeDecisionSchema, disputeSchema } from '../../domain/dispatch.ts';
import { messageRef } from '../../domain/messages.ts';
import type { LedgerLine } from '../../domain/settlement.ts';
import type { Tx } from '../db/client.ts';
import {
  claims,
  ledgerLines,
  orderItems,
  orderItemStatusHistory,
  stores,
  type ClaimRow,
  type OrderItemRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, parseInput } from '../errors.ts';
import { ownedImages } from '../uploads/issued.ts';
import { audit } from './audit.ts';
import { applyStockEffect } from './stock.ts';
import { notifyStore, theirWords } from './notifications.ts';
import { tablePage, type PageArgs } from './paging.ts';

/** The lines the items' returns wrote for their goods: what a return claim may give back. */
export function returnedLines(db: App['db'] | Tx, itemIds: string[]) {
  return db
    .select()
    .from(ledgerLines)
    .where(
      and(
        inArray(ledgerLines.orderItemId, itemIds),
        eq(ledgerLines.event, 'RETURNED'),
        eq(ledgerLines.part, 'ITEM'),
        isNull(ledgerLines.claimId),
      ),
    );
}

/** When the item last made the move a kind's window counts from, or null if it never did. */
async function movedAt(db: App['db'] | Tx, item: OrderItemRow, kind: ClaimKind) {
  const [row] = await db
    .select({ at: orderItemStatusHistory.changedAt })
    .from(orderItemStatusHistory)
    .where(
      and(
        eq(orderItemStatusHistory.orderItemId, item.id),
        eq(orderItemStatusHistory.toStatus, CLAIM_RULES[kind].since),
      ),
    )
    .orderBy(desc(orderItemStatusHistory.changedAt))
    .limit(1);
  return row?.at ?? null;
}

/** A kind's window for the item, or null when the item is not in a status it may be filed in. */
function windowOf(app: App, item: OrderItemRow, kind: ClaimKind, since: Date | null) {
  if (!CLAIM_RULES[kind].from.includes(item.itemStatus)) return null;
  return claimWindow(
    kind,
    indianDate(since ?? item.updatedAt),
    claimPolicyOn(indianDate(app.clock.now())),
  );
}

export async function claimOfItem(app: App, itemId: string): Promise<ClaimRow | null> {
  const [row] = await app.db.select().from(claims).where(eq(claims.orderItemId, itemId));
  return row ?? null;
}

/**
 * What the seller may claim for an item today: each kind whose window is open, its last day and the
 * most it may ask. Nothing once the item has a claim. `history` is the item's moves, oldest first
 * (a list reads them for all its items at once).
 */
export function claimOptions(
  app: App,
  item: OrderItemRow,
  {
    claimed,
    history,
    returned,
  }: {
    claimed: boolean;
    history: readonly { toStatus: string; changedAt: Date }[];
    returned: readonly LedgerLine[];
  },
) {
  const kinds = CLAIM_KINDS.filter((k) => CLAIM_RULES[k].from.includes(item.itemStatus));
  if (kinds.length === 0 || claimed) return [];
  const today = indianDate(app.clock.now());
  const options = [];
  for (const kind of kinds) {
    const since = history.findLast((h) => h.toStatus === CLAIM_RULES[kind].since)?.changedAt;
    const window = windowOf(app, item, kind, since ?? null);
    if (!window || today < window.opensOn || today > window.closesOn) continue;
    options.push({
      kind,
      closesOn: window.closesOn,
      maxAmountPaise: claimCap(kind, item, returned),
    });
  }
  return options;
}

const filingSchema = v.object({
  kind: v.picklist(CLAIM_KINDS),
  awb: v.optional(v.nullable(v.string())),
  note: v.string(),
  amountPaise: v.optional(v.nullable(v.number())),
  photos: v.optional(v.nullable(v.array(v.string()))),
  video: v.optional(v.nullable(v.string())),
});

/**
 * Files a claim for the store's item: refused outside its window or the item's statuses, with a
 * field's message for missing or wrong evidence, and as CONFLICT when the item already has one.
 * The amount may be left out (the seed's QC dispute sends none): then it is all the item allows.
 */
export async function fileClaim(
  app: App,
  seller: UserRow,
  store: StoreRow,
  item: OrderItemRow,
  raw: unknown,
): Promise<ClaimRow> {
  const input = parseInput(filingSchema, raw);
  const { kind } = input;
  if (await claimOfItem(app, item.id)) throw new AppError('CONFLICT', messageRef('claimExists'));
  const window = windowOf(app, item, kind, await movedAt(app.db, item, kind));
  if (!window) throw new AppError('INVALID_TRANSITION', messageRef('claimNotForStatus'));
  const today = indianDate(app.clock.now());
  if (today < window.opensOn) {
    throw new AppError(
      'INVALID_TRANSITION',
      messageRef('claimNotYet', { day: { day: window.opensOn } }),
    );
  }
  if (today > window.closesOn) {
    throw new AppError(
      'INVALID_TRANSITION',
      messageRef('claimWindowClosed', { day: { day: window.closesOn } }),
      { closedOn: window.closesOn },
    );
  }
  const cap = claimCap(kind, item, await returnedLines(app.db, [item.id]));
  const filing = {
    kind,
    awb: input.awb?.trim().toUpperCase() || null,
    note: input.note.trim(),
    amountPaise: input.amountPaise ?? cap,
    photos: input.photos ?? [],
    video: input.video || null,
  };
  const problems = claimProblems(filing, claimPolicyOn(today), cap);
  if (Object.keys(problems).length > 0) throw badInput(problems);
  const photos = await ownedImages(
    app,
    { field: 'photos', folder: 'qcPhotos', owner: store.id },
    filing.photos,
  );
  const [video] = await ownedImages(
    app,
    { field: 'video', folder: 'claimVideos', owner: store.id },
    [filing.video],
  );
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(claims)
      .values({
        orderItemId: item.id,
        storeId: store.id,
        kind,
        awb: CLAIM_RULES[kind].awb ? filing.awb : null,
        note: filing.note,
        photos,
        video: video ?? null,
        amountClaimedPaise: filing.amountPaise,
        deadline: window.closesOn,
        filedBy: seller.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', messageRef('claimExists'));
    await audit(tx, now, {
      actorId: seller.id,
      action: kind === 'QC_DISPUTE' ? 'QC_DISPUTED' : 'CLAIM_FILED',
      subjectType: 'ORDER_ITEM',
      subjectId: item.id,
      reason: filing.note,
    });
    return row;
  });
}

/**
 * A support admin decides an open claim: all of it, a part, or nothing, with a reason (audited). An
 * accepted claim writes its one ledger line (a QC dispute's is QC_COMPENSATION, as before; any
 * other's CLAIM_COMPENSATION), payable at once; a decision for the seller on goods the admin found
 * sound may put them back into stock. The store's people are told.
 */
export async function decideClaim(app: App, admin: UserRow, id: string, raw: unknown) {
  const input = parseInput(claimDecisionSchema, raw);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    if (!claim) throw new AppError('NOT_FOUND', messageRef('notFound'));
    if (claim.status !== 'OPEN') throw new AppError('CONFLICT', messageRef('claimDecided'));
    const amount = decidedAmount(input.decision, claim.amountClaimedPaise, input.amountPaise);
    if ('problem' in amount) throw badInput({ amountPaise: amount.problem });
    const status = DECIDED_AS[input.decision];
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, claim.orderItemId))
      .for('update');
    const restock =
      Boolean(input.restock) && status !== 'REJECTED' && item!.itemStatus === 'QC_FAILED';
    const [row] = await tx
      .update(claims)
      .set({
        status,
        amountAcceptedPaise: amount.amountPaise,
        decisionReason: input.reason,
        restocked: restock,
        decidedBy: admin.id,
        decidedAt: now,
      })
      .where(eq(claims.id, id))
      .returning();
    if (amount.amountPaise > 0) {
      await tx.insert(ledgerLines).values({
        storeId: claim.storeId,
        orderId: item!.orderId,
        orderItemId: item!.id,
        event: item!.itemStatus,
        kind: claim.kind === 'QC_DISPUTE' ? 'QC_COMPENSATION' : 'CLAIM_COMPENSATION',
        amountPaise: amount.amountPaise,
        rateBp: null,
        payableOn: indianDate(now),
        claimId: claim.id,
        createdAt: now,
      });
    }
    if (restock) {
      const back = { total: item!.quantity, reserved: 0 };
      await applyStockEffect(
        tx,
        item!.inventoryEntryId,
        item!.locationId,
        back,
        admin.id,
        'ORDER_RETURNED',
        now,
      );
    }
    await audit(tx, now, {
      actorId: admin.id,
      action: auditAction(claim.kind, status),
      subjectType: 'ORDER_ITEM',
      subjectId: claim.orderItemId,
      reason: restock ? `${input.reason} (restocked)` : input.reason,
    });
    const [store] = await tx.select().from(stores).where(eq(stores.id, claim.storeId));
    await notifyStore(app, tx, now, store!, 'RETURNS', {
      kind: 'CLAIM_DECIDED',
      title: decisionTitle(row!, item!.productName),
      body: theirWords(input.reason),
      link: '/store-owner/claims',
    });
    return row!;
  });
}

/** A decision's notice: the item, and what was paid of what was claimed. */
function decisionTitle(claim: ClaimRow, item: string) {
  const paid = { paise: claim.amountAcceptedPaise ?? 0 };
  if (claim.status === 'REJECTED') return messageRef('claimNotAccepted', { item });
  if (claim.status === 'PARTLY_ACCEPTED') {
    return messageRef('claimPartlyAccepted', {
      item,
      amount: paid,
      claimed: { paise: claim.amountClaimedPaise },
    });
  }
  return messageRef('claimAccepted', { item, amount: paid });
}

/** The audit's words for a decision: a QC dispute's as they were (decision 022). */
function auditAction(kind: ClaimKind, status: ClaimStatus) {
  if (kind === 'QC_DISPUTE') {
    return status === 'REJECTED' ? 'QC_DISPUTE_UPHELD' : 'QC_DISPUTE_OVERTURNED';
  }
  return `CLAIM_${status}`;
}

export interface ClaimFilter {
  status?: ClaimStatus | null;
  kind?: ClaimKind | null;
  storeId?: string | null;
}

const claimsWhere = (filter: ClaimFilter) =>
  and(
    filter.storeId ? eq(claims.storeId, filter.storeId) : undefined,
    filter.status ? eq(claims.status, filter.status) : undefined,
    filter.kind ? eq(claims.kind, filter.kind) : undefined,
  );

/** A page of claims, newest first: a store's own, or (for support) any store's. */
export const listClaims = (app: App, filter: ClaimFilter, args: PageArgs) =>
  tablePage(app.db, claims, claimsWhere(filter), args, 50);

/** The seed's list of QC disputes: open ones oldest first; decided ones newest first. */
export function listQcDisputes(app: App, statuses: readonly ClaimStatus[] | null) {
  const open = statuses?.length === 1 && statuses[0] === 'OPEN';
  return app.db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.kind, 'QC_DISPUTE'),
        statuses ? inArray(claims.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(
      ...(open
        ? [asc(claims.createdAt), asc(claims.id)]
        : [desc(claims.createdAt), desc(claims.id)]),
    )
    .limit(200);
}

/**
 * The seed's QC dispute (decision 022): a claim of kind QC_DISPUTE for a failed quality check, with
 * the seller's note; the QC record's photos are its evidence, and it asks all the item allows.
 */
export async function disputeQc(
  app: App,
  seller: UserRow,
  store: StoreRow,
  item: OrderItemRow,
  raw: unknown,
) {
  const { note } = parseInput(disputeSchema, raw);
  if (item.itemStatus !== 'QC_FAILED') {
    throw new AppError('INVALID_TRANSITION', messageRef('qcDisputeOnlyFailed'));
  }
  if (await claimOfItem(app, item.id))
    throw new AppError('CONFLICT', messageRef('qcDisputeExists'));
  return fileClaim(app, seller, store, item, { kind: 'QC_DISPUTE', note });
}

/** Upheld: the failure stands (rejected); overturned: accepted in full, restocked if asked. */
export async function decideQcDispute(app: App, admin: UserRow, id: string, raw: unknown) {
  const input = parseInput(disputeDecisionSchema, raw);
  const [claim] = await app.db.select().from(claims).where(eq(claims.id, id));
  if (!claim || claim.kind !== 'QC_DISPUTE')
    throw new AppError('NOT_FOUND', messageRef('notFound'));
  if (claim.status !== 'OPEN') throw new AppError('CONFLICT', messageRef('qcDisputeExists'));
  return decideClaim(app, admin, id, {
    decision: input.upheld ? 'REJECT' : 'ACCEPT',
    reason: input.reason,
    restock: input.restock,
  });
}
