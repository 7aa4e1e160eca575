import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CLAIM_KINDS, CLAIM_STATUSES } from '../../../../domain/enums.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { CLAIM_KIND_LABELS } from '../../../../domain/labels-orders.ts';
import { m } from '../../../../domain/messages.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { claimQueueQuery } from '../../../features/orders/api/claim-queries.ts';
import { ClaimQueue, ClaimStatusSelect } from '../../../features/orders/components/Claims.tsx';
import { preload } from '../../../lib/preload.ts';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
  status: v.fallback(v.optional(v.picklist(['', ...CLAIM_STATUSES]), 'OPEN'), 'OPEN'),
  kind: v.fallback(v.optional(v.picklist(['', ...CLAIM_KINDS]), ''), ''),
});

/** Support's queue of sellers' claims, QC disputes among them (issue 50, decision 054). */
export const Route = createFileRoute('/_app/admin/claims')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preload(context.queryClient, claimQueueQuery(deps)),
  component: ClaimsRoute,
});

function ClaimsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // A changed filter starts again at page 1, without the old page's cursors.
  const onFilters = (next: typeof filters) =>
    void navigate({ search: searchUpdate(filters, next), replace: true });
  return (
    <Page title={m.claims()}>
      <div className="flex flex-wrap gap-3">
        <ClaimStatusSelect
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status, page: 1 })}
        />
        <SelectField
          label={m.claimKind()}
          value={filters.kind}
          className="w-full max-w-xs"
          onChange={(e) =>
            onFilters({ ...filters, kind: e.target.value as typeof filters.kind, page: 1 })
          }
        >
          <option value="">{m.allKinds()}</option>
          {CLAIM_KINDS.map((k) => (
            <option key={k} value={k}>
              {labelOf(CLAIM_KIND_LABELS, k)}
            </option>
          ))}
        </SelectField>
      </div>
      <ClaimQueue filters={filters} onFilters={onFilters} />
    </Page>
  );
}
