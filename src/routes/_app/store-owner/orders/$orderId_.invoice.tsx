import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { InvoiceView } from '../../../../features/orders/components/InvoiceView.tsx';
import { invoiceQueryOptions } from '../../../../features/orders/api/queries.ts';
import { preload } from '../../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/orders/$orderId_/invoice')({
  loader: ({ context, params }) =>
    preload(context.queryClient, invoiceQueryOptions(params.orderId)),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { orderId } = Route.useParams();
  return (
    <Page title="Invoice">
      <Link
        to="/store-owner/orders/$orderId"
        params={{ orderId }}
        className="no-print tap-target text-sm text-brand underline-offset-2 hover:underline"
      >
        ← Order
      </Link>
      <InvoiceView orderId={orderId} />
    </Page>
  );
}
