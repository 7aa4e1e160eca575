import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { Dashboard } from '../../../features/orders/components/Dashboard.tsx';

export const Route = createFileRoute('/_app/store-owner/')({
  component: () => (
    <Page title="Store Insights">
      <Dashboard />
    </Page>
  ),
});
