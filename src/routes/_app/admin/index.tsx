import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { AdminDashboard } from '../../../features/admin/components/AdminDashboard.tsx';
import { overviewQueryOptions } from '../../../features/admin/api/overview.ts';
import { preload } from '../../../lib/preload.ts';

export const Route = createFileRoute('/_app/admin/')({
  loader: ({ context }) => preload(context.queryClient, overviewQueryOptions()),
  component: () => (
    <Page title={m.admin()}>
      <AdminDashboard />
    </Page>
  ),
});
