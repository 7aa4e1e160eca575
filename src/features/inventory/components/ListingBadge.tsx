import { labelOf } from '../../../../domain/labels.ts';
import { LISTING_REASON_LABELS, LISTING_STATE_LABELS } from '../../../../domain/labels-listing.ts';
import type { ListingState } from '../../../../domain/listing-review.ts';
import { m } from '../../../../domain/messages.ts';
import type { ProductDetails } from '../api/queries.ts';

const BADGE: Record<ListingState, string> = {
  DRAFT: 'bg-highlight text-on-highlight',
  IN_REVIEW: 'bg-highlight text-on-highlight',
  LIVE: 'bg-success-soft text-on-success-soft',
  REJECTED: 'bg-danger-soft text-on-danger-soft',
};

/** The reasons of a refusal, in the reader's language, joined. */
export const reasonsText = (reasons: readonly string[]) =>
  reasons.map((r) => labelOf(LISTING_REASON_LABELS, r)).join(', ');

/**
 * Where a product stands with buyers (issue 50): "In review", "Live" or "Rejected: reason". A
 * draft without photos says "Needs photos" instead (its own badge).
 */
export function ListingBadge({
  product,
}: {
  product: Pick<ProductDetails, 'listingState' | 'listingReasons' | 'needsPhotos'>;
}) {
  const state = product.listingState;
  if (!state || product.needsPhotos) return null;
  const text =
    state === 'REJECTED' && product.listingReasons.length > 0
      ? m.listingRejectedWith({ reasons: reasonsText(product.listingReasons) })
      : labelOf(LISTING_STATE_LABELS, state);
  return (
    <span
      data-testid="listing-state"
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[state]} ${state === 'REJECTED' ? '' : 'whitespace-nowrap'}`}
    >
      {text}
    </span>
  );
}
