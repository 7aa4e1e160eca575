/**
 * Seller health (issue 50, decision 053): how a store performs against the platform's dated
 * thresholds, from daily counters of stored events (never by scanning orders), and the steps the
 * platform takes when a store stays over: a warning first, then new listings held, then the store
 * paused. Every figure, threshold and step is defined here once; the server counts and applies,
 * the console shows.
 */
import { addDays } from './dates.ts';
import { inForce, type Dated } from './dated.ts';

/** The events counted per store and Indian day (server/services/counters.ts countHealth). */
export const HEALTH_COUNTERS = [
  /** An item ordered (checkout). */
  'ORDERED',
  /** An item shipped, and one shipped after its dispatch-by day. */
  'SHIPPED',
  'SHIPPED_LATE',
  /** An item cancelled by anyone but its buyer: the seller, or the platform for the seller. */
  'CANCELLED_BY_SELLER',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RTO_INITIATED',
  /** A returned item's quality check, and one that failed. */
  'QC_CHECKED',
  'QC_FAILED',
  /** A reviewer's decision on a listing (automatic approvals not counted), and a refusal. */
  'LISTING_DECIDED',
  'LISTING_REJECTED',
] as const;
export type HealthCounter = (typeof HEALTH_COUNTERS)[number];

/** What a store is measured on: each a share of one counter in another. */
export const HEALTH_METRICS = [
  'LATE_DISPATCH',
  'SELLER_CANCELLATION',
  'RETURN',
  'RTO',
  'QC_FAILED',
  'LISTING_REJECTED',
] as const;
export type HealthMetric = (typeof HEALTH_METRICS)[number];

/** Each metric's count and what it is a share of. */
export const METRIC_COUNTERS: Record<HealthMetric, { count: HealthCounter; of: HealthCounter }> = {
  LATE_DISPATCH: { count: 'SHIPPED_LATE', of: 'SHIPPED' },
  SELLER_CANCELLATION: { count: 'CANCELLED_BY_SELLER', of: 'ORDERED' },
  RETURN: { count: 'RETURN_REQUESTED', of: 'DELIVERED' },
  RTO: { count: 'RTO_INITIATED', of: 'SHIPPED' },
  QC_FAILED: { count: 'QC_FAILED', of: 'QC_CHECKED' },
  LISTING_REJECTED: { count: 'LISTING_REJECTED', of: 'LISTING_DECIDED' },
};

/** The item status whose moves a metric's count is made of (the orders behind a figure). */
export const METRIC_STATUS: Partial<Record<HealthMetric, string>> = {
  LATE_DISPATCH: 'SHIPPED',
  SELLER_CANCELLATION: 'CANCELLED',
  RETURN: 'RETURN_REQUESTED',
  RTO: 'RTO_INITIATED',
  QC_FAILED: 'QC_FAILED',
};

export interface HealthPolicy {
  /** The most each metric may be, in basis points (1/100 of a percent) of what it is a share of. */
  maxBasisPoints: Record<HealthMetric, number>;
  /** A metric is judged only on at least this many of what it is a share of in the window. */
  minSample: number;
  /** The window a store is judged on, in days (the page shows 90 days beside it). */
  judgedDays: number;
  /** Days over a threshold, after the warning, before new listings are held. */
  holdAfterDays: number;
  /** Days over a threshold, after the warning, before the store is paused. */
  pauseAfterDays: number;
}

/**
 * The platform's thresholds, newest first (benchmarks of the kind Flipkart and Meesho publish for
 * fashion: returns are common in fashion, so the return rate's bar is high; a seller's own
 * cancellations and late dispatches are not).
 */
export const HEALTH_POLICY: readonly Dated<HealthPolicy>[] = [
  {
    from: '2026-12-01',
    value: {
      maxBasisPoints: {
        LATE_DISPATCH: 1000,
        SELLER_CANCELLATION: 250,
        RETURN: 3000,
        RTO: 1500,
        QC_FAILED: 2500,
        LISTING_REJECTED: 2000,
      },
      minSample: 20,
      judgedDays: 30,
      holdAfterDays: 14,
      pauseAfterDays: 28,
    },
  },
];

export const healthPolicyOn = (day: string): HealthPolicy => inForce(HEALTH_POLICY, day);

/** The windows the page shows, in days. */
export const HEALTH_WINDOWS = [30, 90] as const;

/** The first day of a window of `days` ending on `today` (both included). */
export const windowStart = (today: string, days: number) => addDays(today, 1 - days);

export interface HealthFigure {
  metric: HealthMetric;
  count: number;
  outOf: number;
  /** The share in basis points, rounded half up; null when there is nothing to take a share of. */
  basisPoints: number | null;
  maxBasisPoints: number;
  /** Enough of a sample to judge. */
  judged: boolean;
  /** Judged and above the threshold. */
  over: boolean;
}

/** Each metric's figure from a window's summed counters. */
export function healthFigures(
  sums: Partial<Record<HealthCounter, number>>,
  policy: HealthPolicy,
): HealthFigure[] {
  return HEALTH_METRICS.map((metric) => {
    const { count: c, of } = METRIC_COUNTERS[metric];
    const count = sums[c] ?? 0;
    const outOf = sums[of] ?? 0;
    const max = policy.maxBasisPoints[metric];
    const judged = outOf >= policy.minSample;
    return {
      metric,
      count,
      outOf,
      basisPoints: outOf === 0 ? null : Math.round((count * 10_000) / outOf),
      maxBasisPoints: max,
      judged,
      // Exact in integers: count / outOf > max / 10,000.
      over: judged && count * 10_000 > max * outOf,
    };
  });
}

/** The counters an item's move adds to, on the day it was made. */
export function moveCounters(move: {
  to: string;
  day: string;
  dispatchBy: string | null;
  byBuyer: boolean;
}): HealthCounter[] {
  switch (move.to) {
    case 'SHIPPED':
      return move.dispatchBy !== null && move.day > move.dispatchBy
        ? ['SHIPPED', 'SHIPPED_LATE']
        : ['SHIPPED'];
    case 'CANCELLED':
      return move.byBuyer ? [] : ['CANCELLED_BY_SELLER'];
    case 'DELIVERED':
      return ['DELIVERED'];
    case 'RETURN_REQUESTED':
      return ['RETURN_REQUESTED'];
    case 'RTO_INITIATED':
      return ['RTO_INITIATED'];
    case 'QC_PASSED':
      return ['QC_CHECKED'];
    case 'QC_FAILED':
      return ['QC_CHECKED', 'QC_FAILED'];
    default:
      return [];
  }
}

/**
 * The steps a store goes through while it stays over a threshold, each taken by the daily review
 * with a notice and mail, and audited: OK, WARNED (the first day over), LISTINGS_HELD (no new
 * products), PAUSED (the store takes no orders). Back under every threshold, it is OK again.
 */
export const HEALTH_STEPS = ['OK', 'WARNED', 'LISTINGS_HELD', 'PAUSED'] as const;
export type HealthStep = (typeof HEALTH_STEPS)[number];

export interface HealthState {
  step: HealthStep;
  /** The Indian day the store went over (null when OK). */
  overSince: string | null;
  /** An admin's exemption: no hold or pause up to and including this day. */
  exemptUntil: string | null;
}

/**
 * The step a store should be at on `today`: OK when no judged metric is over; else WARNED, then
 * held and paused after the policy's days over (counted from the day it went over), unless an
 * admin exempted it up to today.
 */
export function nextHealth(
  current: HealthState,
  anyOver: boolean,
  today: string,
  policy: HealthPolicy,
): { step: HealthStep; overSince: string | null } {
  if (!anyOver) return { step: 'OK', overSince: null };
  const overSince = current.overSince ?? today;
  if (current.exemptUntil !== null && current.exemptUntil >= today)
    return { step: 'WARNED', overSince };
  const step: HealthStep =
    today >= addDays(overSince, policy.pauseAfterDays)
      ? 'PAUSED'
      : today >= addDays(overSince, policy.holdAfterDays)
        ? 'LISTINGS_HELD'
        : 'WARNED';
  return { step, overSince };
}

/**
 * The days the next steps come if the store stays over (for the page and the warning), as
 * nextHealth takes them: an exemption puts each off to the day after it ends (both may then come
 * on one day).
 */
export function stepDays(overSince: string, policy: HealthPolicy, exemptUntil: string | null) {
  const after = (day: string) =>
    exemptUntil !== null && exemptUntil >= day ? addDays(exemptUntil, 1) : day;
  return {
    holdOn: after(addDays(overSince, policy.holdAfterDays)),
    pauseOn: after(addDays(overSince, policy.pauseAfterDays)),
  };
}

/** Whether a store at `step` may add products (a held or paused store may not). */
export const mayAddListings = (step: HealthStep) => step === 'OK' || step === 'WARNED';

/** How many of the things behind a figure its list shows, newest first. */
export const HEALTH_ITEMS_MAX = 100;

/** How long an admin's exemption may run, in days. */
export const EXEMPTION_MAX_DAYS = 90;
