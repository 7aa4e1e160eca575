import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { OrderHistory } from '../../../features/orders/components/OrderHistory.tsx';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

export const Route = createFileRoute('/_app/store-owner/order-history')({
  validateSearch: search,
  component: HistoryRoute,
});

function HistoryRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="Order History">
      <OrderHistory page={page} onPage={(p) => void navigate({ search: { page: p } })} />
    </Page>
  );
}
