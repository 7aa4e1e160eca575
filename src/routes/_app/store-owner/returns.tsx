import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { OrdersList } from '../../../features/orders/components/OrdersList.tsx';
import { ordersQueryOptions } from '../../../features/orders/api/queries.ts';
import { cursorSearch, withoutStaleCursors } from '../../../lib/cursors.ts';
import type { OrderFilters } from '../../../features/orders/api/keys.ts';
import { chosenStoreId } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';

/** The returns queue (decision 022): the orders list's cards, of orders with an item coming back. */
const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  search: v.fallback(v.optional(v.string(), ''), ''),
  ...cursorSearch,
});

const filtersOf = (s: v.InferOutput<typeof search>): OrderFilters => ({
  ...s,
  status: '',
  queue: 'RETURNS',
});

export const Route = createFileRoute('/_app/store-owner/returns')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    const filters = filtersOf(deps);
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, ordersQueryOptions(storeId, filters)),
    ]);
  },
  component: ReturnsRoute,
});

function ReturnsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.returns()}>
      <OrdersList
        returns
        filters={filtersOf(s)}
        onFilters={(next) =>
          void navigate({
            search: withoutStaleCursors({
              page: next.page,
              search: next.search,
              after: next.after,
              before: next.before,
            }),
            replace: true,
          })
        }
      />
    </Page>
  );
}
