import { m } from '../../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { OrderSubpage } from '../../../../features/orders/components/OrderSubpage.tsx';
import { InvoiceView } from '../../../../features/orders/components/InvoiceView.tsx';
import { invoiceQueryOptions } from '../../../../features/orders/api/records.ts';
import { preload } from '../../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/orders/$orderId_/invoice')({
  loader: ({ context, params }) =>
    preload(context.queryClient, invoiceQueryOptions(params.orderId)),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { orderId } = Route.useParams();
  return (
    <OrderSubpage title={m.invoice()} orderId={orderId}>
      <InvoiceView orderId={orderId} />
    </OrderSubpage>
  );
}
