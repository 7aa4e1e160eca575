import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { LISTING_DECISION_LABELS } from '../../../../domain/labels-review.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useOnline } from '../../../offline/online.ts';
import { listingQueryOptions, resubmitListing } from '../api/listing.ts';
import type { ProductDetails } from '../api/queries.ts';
import { ListingBadge, reasonsText } from './ListingBadge.tsx';

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
