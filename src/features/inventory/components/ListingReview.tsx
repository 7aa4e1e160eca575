import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import {
  LISTING_DECISION_LABELS,
  LISTING_REASON_LABELS,
  LISTING_STATE_LABELS,
} from '../../../../domain/labels-listing.ts';
import type { ListingState } from '../../../../domain/listing-review.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useOnline } from '../../../offline/online.ts';
import { listingQueryOptions, resubmitListing } from '../api/listing.ts';
import type { ProductDetails } from '../api/queries.ts';

const BADGE: Record<ListingState, string> = {
  DRAFT: 'bg-highlight text-on-highlight',
  IN_REVIEW: 'bg-highlight text-on-highlight',
  LIVE: 'bg-success-soft text-on-success-soft',
  REJECTED: 'bg-danger-soft text-on-danger-soft',
};

/** The reasons of a refusal, in the reader's language, joined. */
const reasonsText = (reasons: readonly string[]) =>
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

/**
 * The product's review on its edit page: where it stands, what to do next, the last refusal's
 * reasons and note, Resubmit for a refused one, and every version sent with its decision.
 */
export function ListingReviewCard({ product }: { product: ProductDetails }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const listing = useQuery(listingQueryOptions(product.id));
  const [busy, setBusy] = useState(false);
  const state = product.listingState;
  if (!state) return null;
  const hint =
    state === 'DRAFT'
      ? m.listingDraftHint()
      : state === 'REJECTED'
        ? m.listingRejectedHint()
        : state === 'IN_REVIEW'
          ? product.hasLiveVersion
            ? m.listingInReviewHint()
            : m.listingNewInReviewHint()
          : null;
  const resubmit = async () => {
    setBusy(true);
    try {
      await resubmitListing(queryClient, product.id);
      toast.success(m.listingResubmitted());
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="listing-review" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="listing-review" className="text-lg font-semibold">
          {m.listingReview()}
        </h2>
        <ListingBadge product={product} />
      </div>
      {hint && <p className="text-sm text-soft">{hint}</p>}
      {state === 'REJECTED' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'resubmit-offline'}
            onClick={() => void resubmit()}
          >
            {m.resubmitListing()}
          </Button>
          {!online && (
            <span id="resubmit-offline" className="text-sm text-soft">
              {m.resubmitNeedsConnection()}
            </span>
          )}
        </div>
      )}
      <h3 className="text-sm font-semibold">{m.listingReviewHistory()}</h3>
      <QueryState
        query={listing}
        isEmpty={(p) => p.listingReviews.length === 0}
        empty={m.listingReviewHistoryEmpty()}
        fallbackError={m.somethingWentWrong()}
      >
        {(p) => (
          <ol
            className="flex flex-col divide-y divide-line text-sm"
            aria-label={m.listingReviewHistory()}
          >
            {p.listingReviews.map((r) => (
              <li key={r.id} data-testid="listing-history" className="flex flex-col gap-1 py-2">
                <span className="font-medium">
                  {r.automatic
                    ? m.listingAutomatic()
                    : r.decision
                      ? labelOf(LISTING_DECISION_LABELS, r.decision)
                      : m.listingWaiting()}
                  <span className="font-normal text-muted">
                    {' · '}
                    {m.listingSentAt({ when: formatDateTime(Number(r.submittedAt)) })}
                    {r.decidedAt && !r.automatic && (
                      <>
                        {' · '}
                        {m.listingDecidedAt({ when: formatDateTime(Number(r.decidedAt)) })}
                      </>
                    )}
                  </span>
                </span>
                {r.reasons.length > 0 && <span>{reasonsText(r.reasons)}</span>}
                {r.note && <span className="text-soft">{r.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
