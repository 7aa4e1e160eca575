/**
 * Return claims with evidence (issue 50, decision 054): a seller asks the marketplace to bear a loss
 * that was not theirs (a return that came back damaged, used, wrong or short, an RTO lost or
 * damaged in transit, or a failed quality check they dispute), within a window from a dated table,
 * with the evidence each kind needs. Support decides; an accepted claim is paid with the next
 * payout. Every rule of claims is here once: the server applies it, the console shows it.
 */
import * as v from 'valibot';
import { addDays } from './dates.ts';
import { inForce, type Dated } from './dated.ts';
import { awbProblem } from './dispatch.ts';
import { formatInr } from './money.ts';
import {
  CLAIM_KINDS,
  CLAIM_STATUSES,
  type ClaimKind,
  type ClaimStatus,
  type OrderStatus,
} from './enums.ts';
import { m } from './messages.ts';
import { compensationLines, type LedgerLine } from './settlement.ts';

export { CLAIM_KINDS, CLAIM_STATUSES, type ClaimKind, type ClaimStatus };

export const CLAIM_DECISIONS = ['ACCEPT', 'PARTLY_ACCEPT', 'REJECT'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export const DECIDED_AS: Record<ClaimDecision, ClaimStatus> = {
  ACCEPT: 'ACCEPTED',
  PARTLY_ACCEPT: 'PARTLY_ACCEPTED',
  REJECT: 'REJECTED',
};

/** Whether a piece of evidence must, may or may not come with a kind of claim. */
export type Evidence = 'required' | 'optional' | 'none';

export interface ClaimRule {
  /** The item statuses it may be filed in. */
  from: readonly OrderStatus[];
  /** The move from which its window counts. */
  since: OrderStatus;
  photos: Evidence;
  video: Evidence;
  /** The return's (or the RTO's) AWB must be given. */
  awb: boolean;
}

const RETURN_RULE: ClaimRule = {
  from: ['RETURNED', 'QC_FAILED'],
  since: 'RETURNED',
  photos: 'required',
  video: 'required',
  awb: true,
};

export const CLAIM_RULES: Record<ClaimKind, ClaimRule> = {
  RETURN_DAMAGED: RETURN_RULE,
  RETURN_USED: RETURN_RULE,
  WRONG_ITEM_RETURNED: RETURN_RULE,
  PIECES_MISSING: RETURN_RULE,
  RTO_DAMAGED: {
    from: ['RTO_DELIVERED'],
    since: 'RTO_DELIVERED',
    photos: 'required',
    video: 'optional',
    awb: true,
  },
  // Lost: it never came back, so there is nothing to photograph; the AWB is the evidence.
  RTO_LOST: {
    from: ['RTO_INITIATED'],
    since: 'RTO_INITIATED',
    photos: 'none',
    video: 'none',
    awb: true,
  },
  // The QC record's own note and photos are the evidence the seed's call sends none beside.
  QC_DISPUTE: {
    from: ['QC_FAILED'],
    since: 'QC_FAILED',
    photos: 'optional',
    video: 'optional',
    awb: false,
  },
};

export interface ClaimPolicy {
  /** Days after the move a claim may be filed in (the last day included). */
  windowDays: number;
  /** An RTO not back this many days after it was started may be claimed as lost. */
  rtoLostAfterDays: number;
  maxPhotos: number;
}

/**
 * The claims policy, in force from its day (Flipkart's Seller Protection Fund takes claims within 15
 * days of the return reaching the seller, or of the return's SLA passing without it).
 */
export const CLAIM_POLICY: readonly Dated<ClaimPolicy>[] = [
  { from: '2026-12-01', value: { windowDays: 15, rtoLostAfterDays: 15, maxPhotos: 6 } },
];

export const claimPolicyOn = (day: string): ClaimPolicy => inForce(CLAIM_POLICY, day);

/** The longest a claim's note may be. */
export const CLAIM_NOTE_MAX = 1000;

/**
 * The days a kind of claim may be filed on, from the Indian day of the move its window counts from
 * (both included): an RTO may be claimed as lost only once it is overdue.
 */
export function claimWindow(kind: ClaimKind, sinceDay: string, policy: ClaimPolicy) {
  const opensOn = kind === 'RTO_LOST' ? addDays(sinceDay, policy.rtoLostAfterDays) : sinceDay;
  return { opensOn, closesOn: addDays(opensOn, policy.windowDays) };
}

/**
 * The most a claim may ask: for a return, what the return took from the seller for the goods (the
 * sale less its commission, fee and their GST, as an overturned QC dispute gives back); for an RTO,
 * the goods' value before GST, as no sale was made.
 */
export function claimCap(
  kind: ClaimKind,
  item: { taxablePaise: number },
  returned: readonly LedgerLine[],
): number {
  if (kind === 'RTO_LOST' || kind === 'RTO_DAMAGED') return item.taxablePaise;
  return compensationLines(returned)[0]?.amountPaise ?? 0;
}

/** A claim as the seller files it (the addresses already uploaded). */
export interface ClaimFiling {
  kind: ClaimKind;
  awb?: string | null;
  note: string;
  amountPaise: number;
  photos?: readonly string[] | null;
  video?: string | null;
}

/** What is wrong with a filing, by field, under the kind's rule, the policy and the item's cap. */
export function claimProblems(
  filing: ClaimFiling,
  policy: ClaimPolicy,
  cap: number,
): Partial<Record<'awb' | 'note' | 'amountPaise' | 'photos' | 'video', string>> {
  const rule = CLAIM_RULES[filing.kind];
  const problems: Partial<Record<'awb' | 'note' | 'amountPaise' | 'photos' | 'video', string>> = {};
  const awb = rule.awb ? awbProblem(filing.awb ?? '') : null;
  if (awb) problems.awb = awb;
  const note = filing.note.trim();
  if (!note) problems.note = m.claimNoteRequired();
  else if (note.length > CLAIM_NOTE_MAX)
    problems.note = m.claimNoteTooLong({ max: CLAIM_NOTE_MAX });
  if (!Number.isInteger(filing.amountPaise) || filing.amountPaise <= 0) {
    problems.amountPaise = m.claimAmountRequired();
  } else if (filing.amountPaise > cap) {
    problems.amountPaise = m.claimAmountOverCap({ cap: formatInr(cap) });
  }
  const photos = filing.photos?.length ?? 0;
  if (rule.photos === 'required' && photos === 0) problems.photos = m.claimPhotosRequired();
  else if (rule.photos === 'none' && photos > 0) problems.photos = m.claimPhotosNotTaken();
  else if (photos > policy.maxPhotos)
    problems.photos = m.claimPhotosTooMany({ max: policy.maxPhotos });
  const video = Boolean(filing.video);
  if (rule.video === 'required' && !video) problems.video = m.claimVideoRequired();
  else if (rule.video === 'none' && video) problems.video = m.claimVideoNotTaken();
  return problems;
}

/** A support admin's decision: an amount for a part, a reason always. */
export const claimDecisionSchema = v.object({
  decision: v.picklist(CLAIM_DECISIONS),
  amountPaise: v.optional(v.nullable(v.number())),
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => m.claimReasonRequired()),
    v.maxLength(CLAIM_NOTE_MAX, () => m.claimNoteTooLong({ max: CLAIM_NOTE_MAX })),
  ),
  restock: v.optional(v.nullable(v.boolean())),
});
export type ClaimDecisionInput = v.InferOutput<typeof claimDecisionSchema>;

/**
 * The amount a decision pays, or the problem with it: all that was claimed, a part of it (more than
 * nothing and less than all), or nothing.
 */
export function decidedAmount(
  decision: ClaimDecision,
  claimed: number,
  partly: number | null | undefined,
): { amountPaise: number } | { problem: string } {
  if (decision === 'ACCEPT') return { amountPaise: claimed };
  if (decision === 'REJECT') return { amountPaise: 0 };
  if (partly == null || !Number.isInteger(partly) || partly <= 0 || partly >= claimed) {
    return { problem: m.claimPartAmount({ claimed: formatInr(claimed) }) };
  }
  return { amountPaise: partly };
}
