import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { PayoutStatement } from '../../../features/payments/components/PayoutStatement.tsx';

export const Route = createFileRoute('/_app/store-owner/payouts/$payoutId')({
  component: PayoutStatementRoute,
});

function PayoutStatementRoute() {
  const { payoutId } = Route.useParams();
  return (
    <Page title={m.payoutStatement()}>
      <PayoutStatement payoutId={payoutId} />
    </Page>
  );
}
