import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { labelOf } from '../../../../domain/labels.ts';
import { PAYOUT_STATUS_LABELS } from '../../../../domain/labels-money.ts';
import { Page } from '../../../components/ui/page.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { adminPayoutsQueryOptions } from '../../../features/payments/api/payments.ts';
import { AdminPayouts } from '../../../features/payments/components/AdminPayouts.tsx';
import { PlatformFiling } from '../../../features/payments/components/FilingPack.tsx';
import { CommissionCard } from '../../../features/payments/components/CommissionCard.tsx';
import { preload } from '../../../lib/preload.ts';

const STATUSES = ['DUE', 'PAID'] as const;
const search = v.object({
  status: v.fallback(v.optional(v.picklist(STATUSES), 'DUE'), 'DUE'),
});

/** Every store's payouts, due ones first (decision 022). */
export const Route = createFileRoute('/_app/admin/payouts')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preload(context.queryClient, adminPayoutsQueryOptions(deps.status)),
  component: PayoutsRoute,
});

function PayoutsRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.payouts()}>
      <SelectField
        label={m.status()}
        value={status}
        onChange={(e) =>
          void navigate({
            search: { status: e.target.value as (typeof STATUSES)[number] },
            replace: true,
          })
        }
        className="max-w-xs"
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {labelOf(PAYOUT_STATUS_LABELS, s)}
          </option>
        ))}
      </SelectField>
      <AdminPayouts status={status} />
      <PlatformFiling />
      <CommissionCard />
    </Page>
  );
}
