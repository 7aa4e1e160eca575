import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { CLAIM_STATUSES } from '../../../../domain/enums.ts';
import { claimPolicyOn } from '../../../../domain/claims.ts';
import { indianDate } from '../../../../domain/dates.ts';
import { m } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';
import { storeClaimsQuery } from '../../../features/orders/api/claim-queries.ts';
import { ClaimStatusSelect, StoreClaims } from '../../../features/orders/components/Claims.tsx';
import { chosenStoreId, useCurrentStore } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
  status: v.fallback(v.optional(v.picklist(['', ...CLAIM_STATUSES]), ''), ''),
});

/** The store's claims on returns and RTOs (issue 50, decision 054). */
export const Route = createFileRoute('/_app/store-owner/claims')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, storeClaimsQuery(storeId, deps)),
    ]);
  },
  component: ClaimsRoute,
});

function ClaimsRoute() {
  const { store } = useCurrentStore();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilters = (next: typeof filters) =>
    void navigate({ search: searchUpdate(filters, next), replace: true });
  const [days] = useState(() => claimPolicyOn(indianDate(Date.now())).windowDays);
  return (
    <Page title={m.claims()}>
      <p className="text-sm text-muted">{m.claimsIntro({ days })}</p>
      <ClaimStatusSelect
        value={filters.status}
        onChange={(status) => onFilters({ ...filters, status, page: 1 })}
      />
      {store && <StoreClaims storeId={store.id} filters={filters} onFilters={onFilters} />}
    </Page>
  );
}
