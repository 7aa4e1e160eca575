/**
 * Listings reviewed before buyers see them (issue 50, decision 052): what a review looks at, why a
 * listing may be refused, and when a store is trusted to skip review for its edits. Written once
 * here; the server, the console and the tests read it.
 */
import { inForce, type Dated } from './dated.ts';

/**
 * Where a product stands with buyers: DRAFT (never sent: an import's product without photos),
 * IN_REVIEW (a version waits; buyers see the last approved one, if any), LIVE (buyers see what the
 * seller sees), REJECTED (the last version sent was refused; buyers see the last approved one, if
 * any).
 */
export const LISTING_STATES = ['DRAFT', 'IN_REVIEW', 'LIVE', 'REJECTED'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** Why a reviewer refuses a version (the list lives with the other enums, for the router). */
export { LISTING_REJECT_REASONS, type ListingRejectReason } from './enums.ts';

export const LISTING_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type ListingDecision = (typeof LISTING_DECISIONS)[number];

/** A reviewer's note, as long as an audit reason may be. */
export const LISTING_NOTE_MAX = 1000;
/** How many reviews one bulk approval may take (a page of the queue). */
export const BULK_APPROVE_MAX = 100;

/**
 * What buyers see of a product, as sent for review: its own words, category, photos, each colour's
 * photos, and each variant's MRP (price and stock change without review).
 */
export interface ListingSnapshot {
  name: string;
  description: string;
  gender: string;
  categoryId: string;
  subCategoryId: string | null;
  mainImage: string | null;
  images: string[];
  /** A colour's own photos, by colour id; a colour without any is left out. */
  colorImages: Record<string, string[]>;
  /** Each variant's MRP in paise (null: none given), by "colourId:sizeId". */
  mrpPaise: Record<string, number | null>;
}

/** The snapshot's fields, in the order a reviewer reads them side by side. */
export const SNAPSHOT_FIELDS = [
  'name',
  'description',
  'gender',
  'categoryId',
  'subCategoryId',
  'mainImage',
  'images',
  'colorImages',
  'mrpPaise',
] as const satisfies readonly (keyof ListingSnapshot)[];
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

/** A stable text of a value, its object keys sorted: two equal snapshots give one text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields in which `next` differs from `before` (every field when there is no `before`). */
export function changedFields(
  before: ListingSnapshot | null,
  next: ListingSnapshot,
): SnapshotField[] {
  return SNAPSHOT_FIELDS.filter((f) => !before || canonical(before[f]) !== canonical(next[f]));
}

/**
 * When a store is trusted to publish its edits without review: at least `minApproved` versions
 * approved by a reviewer and at most `maxRejectedPercent` of its decided versions refused. New
 * products are reviewed whatever the store; an admin may trust or distrust a store by hand.
 * Platform policy, not law: dated so that a change applies from its day.
 */
export interface TrustRule {
  minApproved: number;
  maxRejectedPercent: number;
}
export const LISTING_TRUST_RULE: readonly Dated<TrustRule>[] = [
  { from: '2026-12-01', value: { minApproved: 20, maxRejectedPercent: 5 } },
];

/** The trust rule in force on `day` (YYYY-MM-DD, Indian date). */
export const trustRuleOn = (day: string): TrustRule => inForce(LISTING_TRUST_RULE, day);

/**
 * Whether a store is trusted: the admin's choice when there is one, else the rule in force on
 * `day` over its reviewers' decisions (`approved`, `rejected`; automatic approvals not counted).
 */
export function isTrusted(
  facts: { override: boolean | null; approved: number; rejected: number },
  day: string,
): boolean {
  if (facts.override !== null) return facts.override;
  const rule = trustRuleOn(day);
  const decided = facts.approved + facts.rejected;
  return (
    facts.approved >= rule.minApproved && facts.rejected * 100 <= rule.maxRejectedPercent * decided
  );
}
