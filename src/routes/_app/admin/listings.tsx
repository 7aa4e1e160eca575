import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { GENDER_LABELS, labelOf } from '../../../../domain/labels.ts';
import { LISTING_REASON_LABELS } from '../../../../domain/labels-listing.ts';
import { LISTING_REJECT_REASONS } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { listingQueueOptions } from '../../../features/admin/api/listings.ts';
import { ListingQueue } from '../../../features/admin/components/ListingQueue.tsx';
import { categoriesQueryOptions } from '../../../lib/catalogue-lookups.ts';
import { localName } from '../../../lib/local-name.ts';
import { preload } from '../../../lib/preload.ts';

const search = v.object({
  forStore: v.fallback(v.optional(v.string()), undefined),
  categoryId: v.fallback(v.optional(v.string()), undefined),
  reason: v.fallback(v.optional(v.picklist(LISTING_REJECT_REASONS)), undefined),
  importId: v.fallback(v.optional(v.string()), undefined),
  after: v.fallback(v.optional(v.string()), undefined),
});

/** Listings waiting for review, oldest first, for CATALOGUE staff (issue 50, decision 052). */
export const Route = createFileRoute('/_app/admin/listings')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preload(context.queryClient, listingQueueOptions(deps)),
  component: ListingsRoute,
});

function ListingsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const categories = useQuery(categoriesQueryOptions(undefined));
  const set = (next: Partial<typeof filters>) =>
    void navigate({ search: { ...filters, after: undefined, ...next }, replace: true });
  return (
    <Page title={m.listingReview()}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={m.category()}
          value={filters.categoryId ?? ''}
          onChange={(e) => set({ categoryId: e.target.value || undefined })}
          className="max-w-xs"
        >
          <option value="">{m.anyCategory()}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {localName(c)} · {labelOf(GENDER_LABELS, c.gender)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.listingLastRejectedFor()}
          value={filters.reason ?? ''}
          onChange={(e) => set({ reason: (e.target.value || undefined) as typeof filters.reason })}
          className="max-w-xs"
        >
          <option value="">{m.anyReason()}</option>
          {LISTING_REJECT_REASONS.map((r) => (
            <option key={r} value={r}>
              {labelOf(LISTING_REASON_LABELS, r)}
            </option>
          ))}
        </SelectField>
        {(filters.forStore || filters.importId) && (
          <Button
            variant="secondary"
            onClick={() => set({ forStore: undefined, importId: undefined })}
          >
            {m.listingAllStores()}
          </Button>
        )}
        {filters.after && (
          <Button variant="secondary" onClick={() => set({})}>
            {m.listingQueueFirst()}
          </Button>
        )}
      </div>
      <ListingQueue
        filters={filters}
        onStore={(forStore) => set({ forStore })}
        onImport={(importId) => set({ importId })}
        onNext={(after) => void navigate({ search: { ...filters, after } })}
      />
    </Page>
  );
}
