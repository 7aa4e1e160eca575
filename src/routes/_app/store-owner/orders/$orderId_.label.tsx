import { m } from '../../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { OrderSubpage } from '../../../../features/orders/components/OrderSubpage.tsx';
import { ShippingDocs } from '../../../../features/orders/components/ShippingDocs.tsx';
import { orderQueryOptions } from '../../../../features/orders/api/queries.ts';
import { preload } from '../../../../lib/preload.ts';

/** The order's shipping labels and packing slips (decision 022). */
export const Route = createFileRoute('/_app/store-owner/orders/$orderId_/label')({
  loader: ({ context, params }) => preload(context.queryClient, orderQueryOptions(params.orderId)),
  component: LabelRoute,
});

function LabelRoute() {
  const { orderId } = Route.useParams();
  return (
    <OrderSubpage title={m.labelAndPackingSlip()} orderId={orderId}>
      <ShippingDocs orderId={orderId} />
    </OrderSubpage>
  );
}
