import { m } from '../../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../../components/ui/page.tsx';
import { TransfersView } from '../../../../features/transfers/components/TransfersView.tsx';

/** The store's stock transfers (issue 51, decision 055); in transit first unless asked. */
const search = v.object({
  status: v.fallback(v.optional(v.picklist(['SENT', 'RECEIVED', 'ALL'])), undefined),
});

export const Route = createFileRoute('/_app/store-owner/transfers/')({
  validateSearch: search,
  component: TransfersRoute,
});

function TransfersRoute() {
  const { status = 'SENT' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.navTransfers()}>
      <TransfersView
        status={status === 'ALL' ? null : status}
        onStatus={(next) => void navigate({ search: { status: next ?? 'ALL' }, replace: true })}
      />
    </Page>
  );
}
