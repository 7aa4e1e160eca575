import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { Dashboard } from '../../../features/orders/components/Dashboard.tsx';
import { insightsQueryOptions } from '../../../features/orders/api/insights.ts';
import { dispatchCountsQueryOptions } from '../../../features/orders/api/dispatch.ts';
import { chosenStoreId, mayIn, myLocationIn } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions, type Me } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';
import { session } from '../../../lib/session.ts';

export const Route = createFileRoute('/_app/store-owner/')({
  // The insights and the current store's dispatch counts are asked for with `me`, from the
  // stores the session already lists: the page paints whole, and the first card does not grow
  // (a layout shift) when its counts come after it.
  loader: ({ context }) => {
    const me = context.queryClient.getQueryData<Me>(meKeys.me());
    const approved = (me?.stores ?? session.get().user?.stores ?? []).filter((s) => s.isApproved);
    // A member's role may see no money, or no orders (decision 051): only what it may is asked.
    const stores = approved.filter((s) => mayIn(s, 'money.read'));
    const current = approved.find((s) => s.id === chosenStoreId(me));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      stores.length > 0 &&
        preload(context.queryClient, insightsQueryOptions(stores.map((s) => s.id))),
      current &&
        mayIn(current, 'orders.read') &&
        preload(context.queryClient, dispatchCountsQueryOptions(current.id, myLocationIn(me))),
    ]);
  },
  component: () => (
    <Page title={m.storeInsights()}>
      <Dashboard />
    </Page>
  ),
});
