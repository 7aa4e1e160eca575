import { m } from '../../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../../components/ui/page.tsx';
import { InventoryList } from '../../../../features/inventory/components/InventoryList.tsx';
import { inventoryQueryOptions } from '../../../../features/inventory/api/queries.ts';
import { chosenStoreId } from '../../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';
import { cursorSearch, searchUpdate } from '../../../../lib/cursors.ts';

/** The filters live in the address, so a reload (offline too) opens the same page. */
const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  name: v.fallback(v.optional(v.string(), ''), ''),
  reference: v.fallback(v.optional(v.string(), ''), ''),
  ...cursorSearch,
});

export const Route = createFileRoute('/_app/store-owner/inventory/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // The page's data is asked for with its code: `me` names the store, then its inventory page.
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, inventoryQueryOptions(storeId, deps)),
    ]);
  },
  component: InventoryRoute,
});

function InventoryRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.inventory()}>
      <InventoryList
        filters={filters}
        onFilters={(next) => void navigate({ search: searchUpdate(filters, next), replace: true })}
      />
    </Page>
  );
}
