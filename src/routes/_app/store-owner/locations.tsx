import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { inventoryKeys } from '../../../features/inventory/api/keys.ts';
import { LocationsView } from '../../../features/locations/components/LocationsView.tsx';
import { orderKeys } from '../../../features/orders/api/keys.ts';
import { meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';

const DEPENDENTS = [inventoryKeys.all, orderKeys.all];

export const Route = createFileRoute('/_app/store-owner/locations')({
  loader: ({ context }) => preload(context.queryClient, meQueryOptions()),
  component: () => (
    <Page title={m.navLocations()}>
      {/* A location changed: the products' split by location and the orders' "Ships from". */}
      <LocationsView dependents={DEPENDENTS} />
    </Page>
  ),
});
