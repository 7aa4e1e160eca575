import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { Dashboard } from '../../../features/orders/components/Dashboard.tsx';
import { insightsQueryOptions } from '../../../features/orders/api/queries.ts';
import { meKeys, meQueryOptions, type Me } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';
import { session } from '../../../lib/session.ts';

export const Route = createFileRoute('/_app/store-owner/')({
  // The insights are asked for with `me`, from the stores the session already lists.
  loader: ({ context }) => {
    const me = context.queryClient.getQueryData<Me>(meKeys.me());
    const stores = (me?.stores ?? session.get().user?.stores ?? []).filter((s) => s.isApproved);
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      stores.length > 0 &&
        preload(context.queryClient, insightsQueryOptions(stores.map((s) => s.id))),
    ]);
  },
  component: () => (
    <Page title={m.storeInsights()}>
      <Dashboard />
    </Page>
  ),
});
