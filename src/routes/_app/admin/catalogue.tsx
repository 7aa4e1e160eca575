import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';
import { AdminCatalogue } from '../../../features/admin/components/AdminCatalogue.tsx';
import { lookupsQueryOptions } from '../../../lib/catalogue-lookups.ts';
import { preload } from '../../../lib/preload.ts';

/** Decision 034: the catalogue's colours, size systems and category rules, for admins. */
export const Route = createFileRoute('/_app/admin/catalogue')({
  loader: ({ context }) => preload(context.queryClient, lookupsQueryOptions()),
  component: () => (
    <Page title={m.adminCatalogue()}>
      <AdminCatalogue />
    </Page>
  ),
});
