import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { LocationsView } from '../../../features/locations/components/LocationsView.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/locations')({
  loader: ({ context }) => preload(context.queryClient, meQueryOptions()),
  component: () => (
    <Page title={m.navLocations()}>
      <LocationsView />
    </Page>
  ),
});
