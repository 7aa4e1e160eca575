import { m } from '../../../../../domain/messages.ts';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { DISPATCH_QUEUES, ORDER_STATUSES } from '../../../../../domain/enums.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { OrdersList } from '../../../../features/orders/components/OrdersList.tsx';
import { ordersQueryOptions } from '../../../../features/orders/api/queries.ts';
import { dispatchCountsQueryOptions } from '../../../../features/orders/api/dispatch.ts';
import { cursorSearch, searchUpdate } from '../../../../lib/cursors.ts';
import { chosenStoreId, myLocationIn, useCurrentStore } from '../../../../lib/current-store.ts';
import { addressLocation, listLocation } from '../../../../lib/locations.ts';
import { meQueryOptions } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';
import type { OrderFilters } from '../../../../features/orders/api/keys.ts';

/**
 * The page (with its cursor), status and search live in the address, so a reload (offline too)
 * opens the same page.
 */
const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  status: v.fallback(v.optional(v.picklist(['', ...ORDER_STATUSES]), ''), ''),
  search: v.fallback(v.optional(v.string(), ''), ''),
  queue: v.fallback(v.optional(v.picklist(['', ...DISPATCH_QUEUES, 'RETURNS']), ''), ''),
  /** Absent: the location the member works at, else every one (issue 51); ALL_LOCATIONS every one. */
  location: v.fallback(v.optional(v.string()), undefined),
  ...cursorSearch,
});

export const Route = createFileRoute('/_app/store-owner/orders/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const me = context.queryClient.getQueryData(meQueryOptions().queryKey);
    const storeId = chosenStoreId(me);
    const location = listLocation(deps.location, myLocationIn(me));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, ordersQueryOptions(storeId, { ...deps, location })),
      // The queues' counts with the rows: a count arriving after them widened its button, and
      // the buttons' new line moved the list down (a layout shift, in one load of four).
      storeId &&
        preload(context.queryClient, dispatchCountsQueryOptions(storeId, location || null)),
    ]);
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store } = useCurrentStore();
  const mine = store?.myLocationId;
  const filters = { ...search, location: listLocation(search.location, mine) };
  // The address holds a location only where it differs from the member's own (issue 51).
  const address = (f: OrderFilters) => ({
    ...f,
    location: addressLocation(f.location ?? '', mine),
  });
  return (
    <Page
      title={m.orders()}
      actions={
        <Link
          to="/store-owner/manifest"
          search={{ location: addressLocation(filters.location, mine) }}
          className="tap-target text-sm text-brand underline-offset-2 hover:underline"
        >
          {m.pickupManifest()}
        </Link>
      }
    >
      <OrdersList
        filters={filters}
        onFilters={(next) =>
          void navigate({ search: searchUpdate(address(filters), address(next)), replace: true })
        }
      />
    </Page>
  );
}
