import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { STORE_STATUSES } from '../../../../domain/enums.ts';
import { Page } from '../../../components/ui/page.tsx';
import { AdminStores } from '../../../features/admin/components/AdminStores.tsx';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';
import { adminStoresQueryOptions } from '../../../features/admin/api/stores.ts';

const search = v.object({
  status: v.fallback(v.optional(v.picklist(['', ...STORE_STATUSES]), 'PENDING'), 'PENDING'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  id: v.fallback(v.optional(v.string()), undefined),
  ...cursorSearch,
});

export const Route = createFileRoute('/_app/admin/store')({
  validateSearch: search,
  loaderDeps: ({ search: { id: _, ...list } }) => list,
  loader: ({ context, deps }) => preload(context.queryClient, adminStoresQueryOptions(deps)),
  component: StoresRoute,
});

function StoresRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.stores()}>
      <AdminStores
        filters={filters}
        onFilters={(next) => void navigate({ search: searchUpdate(filters, next) })}
      />
    </Page>
  );
}
