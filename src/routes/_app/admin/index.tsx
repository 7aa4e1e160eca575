import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';

/** Admin landing; its sections (users, organisations, stores, inventory) arrive with their issue. */
export const Route = createFileRoute('/_app/admin/')({
  component: () => (
    <Page title="Admin">
      <p className="text-soft">Run the {PRODUCT_NAME} platform from here.</p>
    </Page>
  ),
});
