import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { historyQueryOptions } from '../../../features/orders/api/records.ts';
import { chosenStoreId } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../lib/me.ts';
import { cursorSearch } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';
import { OrderHistory } from '../../../features/orders/components/OrderHistory.tsx';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
});

export const Route = createFileRoute('/_app/store-owner/order-history')({
  validateSearch: search,
  loaderDeps: ({ search: { page, after, before } }) => ({ page, after, before }),
  // The page's data is asked for with its code: `me` names the store, then its history page.
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, historyQueryOptions(storeId, deps)),
    ]);
  },
  component: HistoryRoute,
});

function HistoryRoute() {
  const place = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.orderHistory()}>
      <OrderHistory place={place} onPlace={(next) => void navigate({ search: next })} />
    </Page>
  );
}
