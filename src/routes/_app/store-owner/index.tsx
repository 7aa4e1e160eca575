import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';

/** The dashboard frame; its Store Insights cards arrive with the orders issue. */
export const Route = createFileRoute('/_app/store-owner/')({
  component: () => (
    <Page title="Store Insights">
      <p className="text-soft">Your store’s revenue, sales and orders will show here.</p>
    </Page>
  ),
});
