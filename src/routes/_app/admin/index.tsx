import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { AdminDashboard } from '../../../features/admin/components/AdminDashboard.tsx';

export const Route = createFileRoute('/_app/admin/')({
  component: () => (
    <Page title="Admin">
      <AdminDashboard />
    </Page>
  ),
});
