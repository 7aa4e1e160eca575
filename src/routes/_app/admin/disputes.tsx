import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { QC_DISPUTE_STATUSES } from '../../../../domain/enums.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { Page } from '../../../components/ui/page.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { disputesQueryOptions } from '../../../features/admin/api/disputes.ts';
import { QcDisputes } from '../../../features/admin/components/QcDisputes.tsx';
import { preload } from '../../../lib/preload.ts';

const search = v.object({
  status: v.fallback(v.optional(v.picklist(QC_DISPUTE_STATUSES), 'OPEN'), 'OPEN'),
});

/** Disputed quality checks, open ones first (decision 022). */
export const Route = createFileRoute('/_app/admin/disputes')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preload(context.queryClient, disputesQueryOptions(deps.status)),
  component: DisputesRoute,
});

function DisputesRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.qcDisputes()}>
      <SelectField
        label={m.status()}
        value={status}
        onChange={(e) =>
          void navigate({
            search: { status: e.target.value as (typeof QC_DISPUTE_STATUSES)[number] },
            replace: true,
          })
        }
        className="max-w-xs"
      >
        {QC_DISPUTE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {labelOf('qcDispute', s)}
          </option>
        ))}
      </SelectField>
      <QcDisputes status={status} />
    </Page>
  );
}
