import type { ListingDecision, SnapshotField } from './listing-review.ts';
import { m, type Message } from './messages.ts';

/**
 * A listing's review (issue 50): the decisions and the reviewed fields, which the product's page
 * and the review queue show. Read with `labelOf` (domain/labels.ts).
 */
export const LISTING_DECISION_LABELS = {
  APPROVED: m.listingDecisionAPPROVED,
  REJECTED: m.listingDecisionREJECTED,
} satisfies Record<ListingDecision, Message>;

/** A reviewed field of a listing (domain/listing-review.ts SNAPSHOT_FIELDS). */
export const LISTING_FIELD_LABELS = {
  name: m.listingFieldname,
  description: m.listingFielddescription,
  gender: m.listingFieldgender,
  categoryId: m.listingFieldcategoryId,
  subCategoryId: m.listingFieldsubCategoryId,
  mainImage: m.listingFieldmainImage,
  images: m.listingFieldimages,
  colorImages: m.listingFieldcolorImages,
  mrpPaise: m.listingFieldmrpPaise,
} satisfies Record<SnapshotField, Message>;
