import { m } from '../../../../../domain/messages.ts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { inventoryKeys } from '../../../../features/inventory/api/keys.ts';
import { transferQueryOptions } from '../../../../features/transfers/api/transfers.ts';
import { TransferDetail } from '../../../../features/transfers/components/TransferDetail.tsx';
import { preload } from '../../../../lib/preload.ts';

/** One stock transfer: its document, printable, and its receipt (issue 51). */
/** The products' stock by location changes when pieces leave or arrive. */
const DEPENDENTS = [inventoryKeys.all];

export const Route = createFileRoute('/_app/store-owner/transfers/$transferId')({
  loader: ({ context, params }) =>
    preload(context.queryClient, transferQueryOptions(params.transferId)),
  component: TransferRoute,
});

function TransferRoute() {
  const { transferId } = Route.useParams();
  return (
    <Page title={m.navTransfers()}>
      <Link
        to="/store-owner/transfers"
        className="no-print inline-flex min-h-11 items-center self-start text-sm underline"
      >
        {m.transferBack()}
      </Link>
      <TransferDetail transferId={transferId} dependents={DEPENDENTS} />
    </Page>
  );
}
