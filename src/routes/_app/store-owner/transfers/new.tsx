import { m } from '../../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { inventoryKeys } from '../../../../features/inventory/api/keys.ts';
import { NewTransfer } from '../../../../features/transfers/components/NewTransfer.tsx';

/** A new stock transfer between two of the store's locations (issue 51). */
/** The products' stock by location changes when pieces leave or arrive. */
const DEPENDENTS = [inventoryKeys.all];

export const Route = createFileRoute('/_app/store-owner/transfers/new')({
  component: () => (
    <Page title={m.transferNew()}>
      <NewTransfer dependents={DEPENDENTS} />
    </Page>
  ),
});
