import { and, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Role, StoreStatus } from '../../domain/enums.ts';
import { indianDate } from '../../domain/gst.ts';
import { maskKyc } from '../../domain/kyc.ts';
import { format, messages, templates } from '../../domain/messages.ts';
import { decryptKyc } from '../auth/kyc.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  auditCounts,
  auditLog,
  storeDailySales,
  stores,
  userCounts,
  users,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { notify } from './notifications.ts';
import { containsPattern, cursorOf, olderThan, pageOf, pageWindow } from './paging.ts';

export type StoreDecision = 'APPROVE' | 'REJECT' | 'DEACTIVATE' | 'REACTIVATE';

/** Each decision: the states it may be taken from, the state it leads to, and its words. */
const DECISIONS: Record<
  StoreDecision,
  { from: readonly StoreStatus[]; to: StoreStatus; verb: string; reasonRequired: boolean }
> = {
  APPROVE: {
    from: ['PENDING', 'REJECTED'],
    to: 'APPROVED',
    verb: 'approved',
    reasonRequired: true,
  },
  REJECT: { from: ['PENDING'], to: 'REJECTED', verb: 'rejected', reasonRequired: true },
  DEACTIVATE: { from: ['APPROVED'], to: 'DEACTIVATED', verb: 'deactivated', reasonRequired: true },
  REACTIVATE: { from: ['DEACTIVATED'], to: 'APPROVED', verb: 'reactivated', reasonRequired: false },
};

const REASON_MAX = 1000;

/**
 * An admin's reason, trimmed; `required` refuses an empty one with its message (a store's owner
 * reads a decision's reason; other reasons are only for the audit log).
 */
export function reasonOf(
  reason: string | null | undefined,
  required: boolean,
  missing: string = messages.reasonRequired,
): string | null {
  const text = reason?.trim() ?? '';
  if (!text && required) throw badInput({ reason: missing });
  if (text.length > REASON_MAX) throw badInput({ reason: messages.textTooLong });
  return text || null;
}

export async function audit(
  db: DbOrTx,
  at: Date,
  entry: {
    actorId: string;
    action: string;
    subjectType: string;
    subjectId: string;
    reason: string | null;
  },
) {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
}

/**
 * An admin's decision on a store, in one transaction with its audit entry and the owner's
 * notification and the owner's mail (sent once it commits). Approval is what makes the store count
 * as a store for its owner (seed section 6).
 */
export async function decideStore(
  app: App,
  admin: UserRow,
  storeId: string,
  decision: StoreDecision,
  reasonText?: string | null,
): Promise<StoreRow> {
  const rule = DECISIONS[decision];
  const reason = reasonOf(reasonText, rule.reasonRequired);
  const now = app.clock.now();
  const store = await app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!current || current.isDeleted) throw notFound();
    if (!rule.from.includes(current.status)) {
      throw new AppError(
        'INVALID_TRANSITION',
        format(templates.storeDecisionRefused, { status: current.status, verb: rule.verb }),
      );
    }
    const [updated] = await tx
      .update(stores)
      .set({
        status: rule.to,
        statusReason: reason,
        statusChangedAt: now,
        statusChangedBy: admin.id,
        ...(rule.to === 'APPROVED' ? { approvedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(stores.id, storeId))
      .returning();
    await audit(tx, now, {
      actorId: admin.id,
      action: `STORE_${decision}`,
      subjectType: 'STORE',
      subjectId: storeId,
      reason,
    });
    await notify(tx, now, {
      userId: updated!.ownerId,
      kind: `STORE_${rule.to}`,
      title: `${updated!.name} is ${rule.verb}`,
      body: reason ?? '',
      link: rule.to === 'APPROVED' ? '/store-owner' : '/newStore',
    });
    const [owner] = await tx.select().from(users).where(eq(users.id, updated!.ownerId));
    if (owner) {
      await queueMail(tx, now, {
        to: owner.email,
        subject: `Your store ${updated!.name} is ${rule.verb}`,
        text: `Your store ${updated!.name} has been ${rule.verb}.${reason ? `\n\nReason: ${reason}` : ''}\n`,
      });
    }
    return updated!;
  });
  return store;
}

/** A store's KYC as shown everywhere: masked, the last 4 characters only. */
export function maskedKyc(app: App, store: StoreRow) {
  const key = app.config.kycKey;
  return {
    gstin: maskKyc(decryptKyc(key, store.gstinEnc)),
    pan: maskKyc(decryptKyc(key, store.panEnc)),
    aadhaar: maskKyc(store.aadhaarLast4),
    accountNo: maskKyc(decryptKyc(key, store.accountNoEnc)),
    ifsc: store.ifsc,
    upiId: maskKyc(decryptKyc(key, store.upiIdEnc)),
  };
}

/** The KYC in clear, for an admin who says why; each reveal is written to the audit log. */
export async function revealKyc(app: App, admin: UserRow, store: StoreRow, reasonText: string) {
  const reason = reasonOf(reasonText, true);
  await audit(app.db, app.clock.now(), {
    actorId: admin.id,
    action: 'KYC_REVEAL',
    subjectType: 'STORE',
    subjectId: store.id,
    reason,
  });
  const key = app.config.kycKey;
  return {
    gstin: decryptKyc(key, store.gstinEnc),
    pan: decryptKyc(key, store.panEnc),
    aadhaar: maskKyc(store.aadhaarLast4),
    accountNo: decryptKyc(key, store.accountNoEnc),
    ifsc: store.ifsc,
    upiId: decryptKyc(key, store.upiIdEnc),
  };
}

/** Stores for admins, newest first: by status, and by a fragment of the name. */
export async function listStores(
  app: App,
  args: { page: number; limit: number; status?: StoreStatus | null; search?: string | null },
) {
  const window = pageWindow(args.page, args.limit, 50);
  const filters: (SQL | undefined)[] = [eq(stores.isDeleted, false)];
  if (args.status) filters.push(eq(stores.status, args.status));
  const name = containsPattern('search', args.search);
  if (name) filters.push(or(ilike(stores.name, name), ilike(stores.email, name)));
  const where = and(...filters);
  const items = await app.db
    .select()
    .from(stores)
    .where(where)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stores)
    .where(where);
  return { items, totalCount: count?.n ?? 0 };
}

/**
 * The audit log, newest first, on the (created_at, id) index: the total from the counter kept by
 * a trigger, and with `after` (the previous page's nextCursor) a page starts where the previous
 * one ended instead of skipping rows.
 */
export async function listAudit(app: App, page: number, limit: number, after?: string | null) {
  const window = pageWindow(page, limit, 50, after);
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(after ? olderThan(auditLog.createdAt, auditLog.id, after) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const [count] = await app.db
    .select({ n: auditCounts.count })
    .from(auditCounts)
    .where(eq(auditCounts.scope, 'ALL'));
  return { ...pageOf(rows, window.limit, cursorOf), totalCount: count?.n ?? 0 };
}

/**
 * Blocks or unblocks a user, with the reason in the audit log. A block ends every session at once
 * (the token version moves on) and refuses sign-in.
 */
export async function setUserBlocked(
  app: App,
  admin: UserRow,
  userId: string,
  blocked: boolean,
  reasonText: string | null | undefined,
) {
  if (userId === admin.id) throw badInput({ userId: messages.cannotBlockYourself });
  const reason = reasonOf(reasonText, blocked, messages.reasonRequiredForAudit);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set(
        blocked
          ? {
              blockedAt: now,
              blockedReason: reason,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              updatedAt: now,
            }
          : { blockedAt: null, blockedReason: null, updatedAt: now },
      )
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound();
    await audit(tx, now, {
      actorId: admin.id,
      action: blocked ? 'USER_BLOCK' : 'USER_UNBLOCK',
      subjectType: 'USER',
      subjectId: userId,
      reason,
    });
    return user;
  });
}

/** The admin dashboard's figures: stores by state, users by role, orders and revenue. */
export async function adminOverview(app: App) {
  const storeRows = await app.db
    .select({ status: stores.status, n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.isDeleted, false))
    .groupBy(stores.status);
  const roleRows = (await app.db.select().from(userCounts))
    .filter((r) => r.role !== 'ALL')
    .map((r) => ({ role: r.role as Role, n: r.count }));
  const today = indianDate(app.clock.now());
  const since = indianDate(new Date(app.clock.now().getTime() - 29 * 86_400_000));
  const [sales] = await app.db
    .select({
      ordersToday: sql<string>`coalesce(sum(${storeDailySales.orders}) filter (where ${storeDailySales.day} = ${today}), 0)`,
      revenueToday: sql<string>`coalesce(sum(${storeDailySales.revenuePaise}) filter (where ${storeDailySales.day} = ${today}), 0)`,
      orders30: sql<string>`coalesce(sum(${storeDailySales.orders}), 0)`,
      revenue30: sql<string>`coalesce(sum(${storeDailySales.revenuePaise}), 0)`,
    })
    .from(storeDailySales)
    .where(gte(storeDailySales.day, since));
  const storesIn = (s: StoreStatus) => storeRows.find((r) => r.status === s)?.n ?? 0;
  return {
    pendingStores: storesIn('PENDING'),
    activeStores: storesIn('APPROVED'),
    usersByRole: roleRows.map((r) => ({ role: r.role, count: r.n })),
    ordersToday: Number(sales?.ordersToday ?? 0),
    revenueTodayPaise: Number(sales?.revenueToday ?? 0),
    orders30: Number(sales?.orders30 ?? 0),
    revenue30Paise: Number(sales?.revenue30 ?? 0),
  };
}
