import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';
import { storeHealthOptions } from '../../../features/health/api.ts';
import { PerformanceView } from '../../../features/health/components/PerformanceView.tsx';
import { chosenStoreId, useCurrentStore } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';

/** The store's Performance page (issue 50, decision 053). */
export const Route = createFileRoute('/_app/store-owner/performance')({
  loader: ({ context }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, storeHealthOptions(storeId)),
    ]);
  },
  component: PerformanceRoute,
});

function PerformanceRoute() {
  const { store } = useCurrentStore();
  return <Page title={m.navPerformance()}>{store && <PerformanceView storeId={store.id} />}</Page>;
}
