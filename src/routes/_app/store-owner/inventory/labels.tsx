import { createFileRoute } from '@tanstack/react-router';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import * as v from 'valibot';
import { m } from '../../../../../domain/messages.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { Pending } from '../../../../components/ui/query-state.tsx';
import { PrintLabels } from '../../../../features/inventory/components/PrintLabels.tsx';
import { variantsQueryOptions } from '../../../../features/inventory/api/bulk.ts';
import { chosenStoreId, useCurrentStore } from '../../../../lib/current-store.ts';
import { meKeys } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';

/**
 * Which labels: variants by id (`entries`, comma-separated), or a product's (`product`), and how
 * many of each at first (`copies`, a received quantity). All in the address, so a reload keeps them.
 */
const search = v.object({
  entries: v.fallback(v.optional(v.string()), undefined),
  product: v.fallback(v.optional(v.string()), undefined),
  // Past the most a print makes, the page says so (the rule lives in domain/sku-labels.ts).
  copies: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_app/store-owner/inventory/labels')({
  validateSearch: search,
  loader: ({ context }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return storeId ? preload(context.queryClient, variantsQueryOptions(storeId)) : undefined;
  },
  component: LabelsRoute,
});

function LabelsRoute() {
  const { entries, product, copies } = Route.useSearch();
  const { me, store } = useCurrentStore();
  return (
    <Page title={m.printLabels()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <PrintLabels
          storeId={store.id}
          choice={{ entries: entries?.split(',').filter(Boolean), product, copies }}
        />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}
