import { useQuery } from '@tanstack/react-query';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { m } from '../../../../../domain/messages.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { Pending } from '../../../../components/ui/query-state.tsx';
import { variantsQueryOptions } from '../../../../features/inventory/api/bulk.ts';
import { PackOrders } from '../../../../features/orders/components/PackOrders.tsx';
import { orderQueryOptions } from '../../../../features/orders/api/queries.ts';
import { chosenStoreId, useCurrentStore } from '../../../../lib/current-store.ts';
import { meKeys } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';

/**
 * The orders to pack, comma-separated in the address, and the location packed at (issue 51: its
 * items only): a reload (offline too) opens the same batch.
 */
const search = v.object({
  orders: v.fallback(v.optional(v.string(), ''), ''),
  location: v.fallback(v.optional(v.string()), undefined),
});

const idsOf = (orders: string) => [...new Set(orders.split(',').filter(Boolean))].slice(0, 50);

export const Route = createFileRoute('/_app/store-owner/orders/pack')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      storeId && preload(context.queryClient, variantsQueryOptions(storeId)),
      ...idsOf(deps.orders).map((id) => preload(context.queryClient, orderQueryOptions(id))),
    ]);
  },
  component: PackRoute,
});

function PackRoute() {
  const { orders, location } = Route.useSearch();
  const ids = useMemo(() => idsOf(orders), [orders]);
  const { me, store } = useCurrentStore();
  return (
    <Page title={m.packByScan()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <Packing storeId={store.id} ids={ids} location={location ?? null} />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}

/** The store's variants give the barcodes; packing goes on by SKU without them (not saved). */
function Packing({
  storeId,
  ids,
  location,
}: {
  storeId: string;
  ids: string[];
  location: string | null;
}) {
  const variants = useQuery(variantsQueryOptions(storeId));
  return <PackOrders orderIds={ids} location={location} variants={variants.data ?? []} />;
}
