/**
 * Seller health (issue 50, decision 053): a store's figures summed from its daily counters
 * (store_health_days, kept by the events themselves), the daily review that warns, holds new
 * listings and pauses a store that stays over the platform's thresholds, and an admin's
 * exemption. Every step is audited and told to the store's owner and managers, in the console
 * and by mail in their language.
 */
import { and, asc, desc, eq, gte, isNull, lt, or, sql, sum } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import { indianDaySql } from '../db/dates.ts';
import {
  listingReviews,
  orderItems,
  orderItemStatusHistory,
  orders,
  storeHealth,
  storeHealthDays,
  storeHealthSteps,
  stores,
  type StoreHealthRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { addDays, indianDate, indianDayStart, isDay } from '../../domain/dates.ts';
import {
  EXEMPTION_MAX_DAYS,
  HEALTH_ITEMS_MAX,
  HEALTH_WINDOWS,
  healthFigures,
  healthPolicyOn,
  METRIC_STATUS,
  nextHealth,
  stepDays,
  windowStart,
  type HealthCounter,
  type HealthMetric,
  type HealthStep,
} from '../../domain/seller-health.ts';
import { m, messageRef, type MessageRef } from '../../domain/messages.ts';
import { audit } from './audit.ts';
import { tellStoreAlways, theirWords } from './notifications.ts';
import { parseInput } from '../errors.ts';
import { storeChanged } from './ownership.ts';

/** A store's counters summed from `from` (an Indian day) on. */
async function sums(db: DbOrTx, storeId: string, from: string) {
  const rows = await db
    .select({ counter: storeHealthDays.counter, n: sum(storeHealthDays.count).mapWith(Number) })
    .from(storeHealthDays)
    .where(and(eq(storeHealthDays.storeId, storeId), gte(storeHealthDays.day, from)))
    .groupBy(storeHealthDays.counter);
  return Object.fromEntries(rows.map((r) => [r.counter, r.n])) as Partial<
    Record<HealthCounter, number>
  >;
}

async function recordOf(db: DbOrTx, storeId: string): Promise<StoreHealthRow | undefined> {
  const [row] = await db.select().from(storeHealth).where(eq(storeHealth.storeId, storeId));
  return row;
}

/** The store's Performance page: its step, the policy, and each window's figures. */
export async function healthView(db: DbOrTx, storeId: string, at: Date) {
  const today = indianDate(at);
  const policy = healthPolicyOn(today);
  const [store] = await db
    .select({ name: stores.name, step: stores.healthStep })
    .from(stores)
    .where(eq(stores.id, storeId));
  const record = await recordOf(db, storeId);
  const windows = await Promise.all(
    HEALTH_WINDOWS.map(async (days) => {
      const from = windowStart(today, days);
      return { days, from, figures: healthFigures(await sums(db, storeId, from), policy) };
    }),
  );
  const overSince = record?.overSince ?? null;
  const steps = await db
    .select()
    .from(storeHealthSteps)
    .where(eq(storeHealthSteps.storeId, storeId))
    .orderBy(desc(storeHealthSteps.seq))
    .limit(STEPS_SHOWN);
  return {
    storeId,
    storeName: store!.name,
    step: store!.step,
    overSince,
    ...(overSince
      ? stepDays(overSince, policy, record?.exemptUntil ?? null)
      : { holdOn: null, pauseOn: null }),
    overMetrics: record?.overMetrics ?? [],
    reviewedOn: record?.reviewedOn ?? null,
    exemptUntil: record?.exemptUntil ?? null,
    exemptReason: record?.exemptReason ?? null,
    policy,
    windows,
    steps,
  };
}

/** How many of a store's latest steps its page shows. */
const STEPS_SHOWN = 20;
export type HealthView = Awaited<ReturnType<typeof healthView>>;

/** The metrics' names, joined, in the reader's language when rendered. */
const metricNames = (metrics: readonly HealthMetric[]) => ({
  list: metrics.map((metric) => messageRef(`healthMetric${metric}`)),
});

/** What the store is told when it reaches `step` (from another). */
function stepNotice(
  step: HealthStep,
  store: Pick<StoreRow, 'name'>,
  metrics: readonly HealthMetric[],
  days: { holdOn: string; pauseOn: string } | null,
): { title: MessageRef; body: MessageRef } {
  const names = metricNames(metrics);
  switch (step) {
    case 'WARNED':
      return {
        title: messageRef('healthWarnedTitle', { store: store.name }),
        body: messageRef('healthWarnedBody', {
          metrics: names,
          holdOn: { day: days!.holdOn },
          pauseOn: { day: days!.pauseOn },
        }),
      };
    case 'LISTINGS_HELD':
      return {
        title: messageRef('healthHeldTitle', { store: store.name }),
        body: messageRef('healthHeldBody', { metrics: names, pauseOn: { day: days!.pauseOn } }),
      };
    case 'PAUSED':
      return {
        title: messageRef('healthPausedTitle', { store: store.name }),
        body: messageRef('healthPausedBody', { metrics: names }),
      };
    case 'OK':
      return {
        title: messageRef('healthRestoredTitle', { store: store.name }),
        body: messageRef('healthRestoredBody'),
      };
  }
}

/**
 * Reviews one store on the day of `at`: its judged window's figures against the policy in force,
 * and the step that follows (domain/seller-health.ts nextHealth). A change of step is audited
 * (by the platform: no actor) and told; so is a new metric going over while warned. Idempotent
 * within a day.
 */
export async function reviewStoreHealth(app: App, storeId: string, at: Date) {
  const today = indianDate(at);
  const policy = healthPolicyOn(today);
  return app.db.transaction(async (tx) => {
    const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!store) return;
    const record = await recordOf(tx, storeId);
    const figures = healthFigures(
      await sums(tx, storeId, windowStart(today, policy.judgedDays)),
      policy,
    );
    const over = figures.filter((f) => f.over).map((f) => f.metric);
    const current = {
      step: store.healthStep,
      overSince: record?.overSince ?? null,
      exemptUntil: record?.exemptUntil ?? null,
    };
    const next = nextHealth(current, over.length > 0, today, policy);
    const before = record?.overMetrics ?? [];
    const newlyOver = over.filter((metric) => !before.includes(metric));
    await tx
      .insert(storeHealth)
      .values({
        storeId,
        overSince: next.overSince,
        overMetrics: over,
        reviewedOn: today,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: storeHealth.storeId,
        set: { overSince: next.overSince, overMetrics: over, reviewedOn: today, updatedAt: at },
      });
    const stepChanged = next.step !== store.healthStep;
    if (stepChanged) {
      await tx
        .update(stores)
        .set({ healthStep: next.step, updatedAt: at })
        .where(eq(stores.id, storeId));
      await tx.insert(storeHealthSteps).values({
        storeId,
        fromStep: store.healthStep,
        toStep: next.step,
        metrics: over,
        actorId: null,
        at,
      });
    }
    // A step, or another figure over while the store is warned: the store hears of it.
    if (stepChanged || (next.step !== 'OK' && newlyOver.length > 0)) {
      const days = next.overSince ? stepDays(next.overSince, policy, current.exemptUntil) : null;
      await tellStoreAlways(app, tx, at, store, 'store.settings', {
        kind: `HEALTH_${next.step}`,
        ...stepNotice(next.step, store, over, days),
        link: '/store-owner/performance',
      });
    }
    if (stepChanged) storeChanged(app, storeId);
    return next.step;
  });
}

/** How many stores one pass of the daily review takes at a time. */
const REVIEW_BATCH = 200;

/**
 * The daily review: every approved store not yet reviewed on today's Indian day, in batches.
 * Answers how many it reviewed.
 */
export async function reviewHealth(app: App): Promise<number> {
  const at = app.clock.now();
  const today = indianDate(at);
  let reviewed = 0;
  for (;;) {
    const due = await app.db
      .select({ id: stores.id })
      .from(stores)
      .leftJoin(storeHealth, eq(storeHealth.storeId, stores.id))
      .where(
        and(
          eq(stores.status, 'APPROVED'),
          eq(stores.isDeleted, false),
          or(isNull(storeHealth.reviewedOn), lt(storeHealth.reviewedOn, today)),
        ),
      )
      .orderBy(asc(stores.id))
      .limit(REVIEW_BATCH);
    for (const { id } of due) await reviewStoreHealth(app, id, at);
    reviewed += due.length;
    if (due.length < REVIEW_BATCH) return reviewed;
  }
}

/** Runs the daily review now and every hour (a store is reviewed once an Indian day). */
export function scheduleHealthReview(app: App): () => void {
  const run = () =>
    void reviewHealth(app).catch((err: unknown) =>
      app.log.warn({ err }, 'seller health review failed'),
    );
  run();
  const timer = setInterval(run, 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}

const exemptionSchema = (today: string) =>
  v.object({
    until: v.nullish(
      v.pipe(
        v.string(),
        v.check(isDay, m.dayInvalid),
        v.check(
          (day) => day >= today && day <= addDays(today, EXEMPTION_MAX_DAYS),
          () => m.healthExemptRange({ max: EXEMPTION_MAX_DAYS }),
        ),
      ),
    ),
    reason: v.pipe(v.string(), v.trim(), v.minLength(1, m.reasonRequired)),
  });

/**
 * An admin exempts a store from hold and pause up to a day (null ends an exemption), with a
 * reason; audited and told to the store, and the store is reviewed again at once (an exempted
 * store that was held or paused is back to warned).
 */
export async function setHealthExemption(
  app: App,
  admin: UserRow,
  store: StoreRow,
  input: { until?: string | null; reason: string },
) {
  const at = app.clock.now();
  const today = indianDate(at);
  const { until, reason } = parseInput(exemptionSchema(today), input);
  await app.db.transaction(async (tx) => {
    const exemptUntil = until ?? null;
    await tx
      .insert(storeHealth)
      .values({
        storeId: store.id,
        exemptUntil,
        exemptReason: reason,
        exemptBy: admin.id,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: storeHealth.storeId,
        set: { exemptUntil, exemptReason: reason, exemptBy: admin.id, updatedAt: at },
      });
    const [current] = await tx
      .select({ step: stores.healthStep })
      .from(stores)
      .where(eq(stores.id, store.id));
    await tx.insert(storeHealthSteps).values({
      storeId: store.id,
      fromStep: current!.step,
      toStep: current!.step,
      metrics: [],
      actorId: admin.id,
      exemptUntil,
      reason,
      at,
    });
    await audit(tx, at, {
      actorId: admin.id,
      action: exemptUntil ? 'HEALTH_EXEMPTED' : 'HEALTH_EXEMPTION_ENDED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: exemptUntil ? `${exemptUntil}: ${reason}` : reason,
    });
    await tellStoreAlways(app, tx, at, store, 'store.settings', {
      kind: 'HEALTH_EXEMPTION',
      title: exemptUntil
        ? messageRef('healthExemptTitle', { store: store.name, until: { day: exemptUntil } })
        : messageRef('healthExemptEndedTitle', { store: store.name }),
      body: exemptUntil
        ? messageRef('healthExemptBody', {
            reason: theirWords(reason),
            next: { day: addDays(exemptUntil, 1) },
          })
        : theirWords(reason),
      link: '/store-owner/performance',
    });
  });
  await reviewStoreHealth(app, store.id, at);
  return healthView(app.db, store.id, at);
}

/** Stores past OK, for the admin's list (the partial index on health_step). */
export async function storesOverLimits(app: App, limit: number) {
  return app.db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      step: stores.healthStep,
      overSince: storeHealth.overSince,
      overMetrics: storeHealth.overMetrics,
      exemptUntil: storeHealth.exemptUntil,
    })
    .from(stores)
    .leftJoin(storeHealth, eq(storeHealth.storeId, stores.id))
    .where(sql`${stores.healthStep} <> 'OK'`)
    .orderBy(asc(storeHealth.overSince), asc(stores.id))
    .limit(limit);
}

/**
 * What a figure counts, newest first: the order items whose move it counted in the window (each
 * with its order), or the listings refused. Capped at HEALTH_ITEMS_MAX.
 */
export async function healthItems(app: App, storeId: string, metric: HealthMetric, days: number) {
  const today = indianDate(app.clock.now());
  const from = indianDayStart(windowStart(today, days));
  if (metric === 'LISTING_REJECTED') {
    const rows = await app.db
      .select({
        productId: listingReviews.productId,
        snapshot: listingReviews.snapshot,
        at: listingReviews.decidedAt,
      })
      .from(listingReviews)
      .where(
        and(
          eq(listingReviews.storeId, storeId),
          eq(listingReviews.decision, 'REJECTED'),
          gte(listingReviews.decidedAt, from),
        ),
      )
      .orderBy(desc(listingReviews.decidedAt))
      .limit(HEALTH_ITEMS_MAX);
    return rows.map((r) => ({
      orderId: null,
      productId: r.productId,
      name: r.snapshot.name,
      at: r.at!,
      status: null,
    }));
  }
  const status = METRIC_STATUS[metric]!;
  const changedDay = indianDaySql(orderItemStatusHistory.changedAt);
  const rows = await app.db
    .select({
      orderId: orders.id,
      productId: orderItems.productId,
      name: orderItems.productName,
      at: orderItemStatusHistory.changedAt,
      status: orderItems.itemStatus,
    })
    .from(orderItemStatusHistory)
    .innerJoin(orderItems, eq(orderItems.id, orderItemStatusHistory.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orderItemStatusHistory.toStatus} = ${status}`,
        sql`${orderItemStatusHistory.fromStatus} is not null`,
        gte(orderItemStatusHistory.changedAt, from),
        metric === 'LATE_DISPATCH'
          ? sql`${orderItems.dispatchBy} is not null and ${changedDay} > ${orderItems.dispatchBy}`
          : undefined,
        metric === 'SELLER_CANCELLATION'
          ? sql`${orderItemStatusHistory.changedBy} is distinct from ${orders.customerId}`
          : undefined,
      ),
    )
    .orderBy(desc(orderItemStatusHistory.changedAt))
    .limit(HEALTH_ITEMS_MAX);
  return rows;
}
