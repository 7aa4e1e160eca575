import type { ListingRejectReason, ListingState } from './listing-review.ts';
import { m, type Message } from './messages.ts';

/**
 * A listing as the seller's lists show it (issue 50): its state, and a refusal's reasons. Read
 * with `labelOf` (domain/labels.ts). An area's labels are a module of their own, so that a page's
 * chunk carries only the words it shows; a review's decisions and fields are in labels-review.ts.
 */
/** Where a product stands with buyers (issue 50). */
export const LISTING_STATE_LABELS = {
  DRAFT: m.listingStateDRAFT,
  IN_REVIEW: m.listingStateIN_REVIEW,
  LIVE: m.listingStateLIVE,
  REJECTED: m.listingStateREJECTED,
} satisfies Record<ListingState, Message>;

export const LISTING_REASON_LABELS = {
  PHOTO_BLURRED: m.listingReasonPHOTO_BLURRED,
  PHOTO_WATERMARKED: m.listingReasonPHOTO_WATERMARKED,
  WRONG_CATEGORY: m.listingReasonWRONG_CATEGORY,
  PROHIBITED_ITEM: m.listingReasonPROHIBITED_ITEM,
  BRAND_NOT_AUTHORISED: m.listingReasonBRAND_NOT_AUTHORISED,
  MRP_MISSING_OR_WRONG: m.listingReasonMRP_MISSING_OR_WRONG,
  LANGUAGE_MISMATCH: m.listingReasonLANGUAGE_MISMATCH,
  MISLEADING_TEXT: m.listingReasonMISLEADING_TEXT,
} satisfies Record<ListingRejectReason, Message>;
