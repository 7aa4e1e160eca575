import { m } from '../../../../../domain/messages.ts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { OrderDetail } from '../../../../features/orders/components/OrderDetail.tsx';
import { orderQueryOptions } from '../../../../features/orders/api/queries.ts';
import { preload } from '../../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/orders/$orderId')({
  loader: ({ context, params }) => preload(context.queryClient, orderQueryOptions(params.orderId)),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return (
    <Page title={m.manifestOrder()}>
      <Link
        to="/store-owner/orders"
        className="tap-target text-sm text-brand underline-offset-2 hover:underline"
      >
        {m.orders2()}
      </Link>
      <OrderDetail orderId={orderId} />
    </Page>
  );
}
