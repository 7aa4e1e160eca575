import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CLAIM_KINDS, CLAIM_STATUSES } from '../../../../domain/enums.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { claimQueueQuery } from '../../../features/orders/api/claim-queries.ts';
import { ClaimQueue, ClaimStatusSelect } from '../../../features/orders/components/Claims.tsx';
import { preload } from '../../../lib/preload.ts';

const search = v.object({
  status: v.fallback(v.optional(v.picklist(['', ...CLAIM_STATUSES]), 'OPEN'), 'OPEN'),
  kind: v.fallback(v.optional(v.picklist(['', ...CLAIM_KINDS]), ''), ''),
});

/** Support's queue of sellers' claims, QC disputes among them (issue 50, decision 054). */
export const Route = createFileRoute('/_app/admin/claims')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preload(context.queryClient, claimQueueQuery(deps.status, deps.kind, '')),
  component: ClaimsRoute,
});

function ClaimsRoute() {
  const { status, kind } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.claims()}>
      <div className="flex flex-wrap gap-3">
        <ClaimStatusSelect
          value={status}
          onChange={(next) =>
            void navigate({ search: (s) => ({ ...s, status: next }), replace: true })
          }
        />
        <SelectField
          label={m.claimKind()}
          value={kind}
          className="w-full max-w-xs"
          onChange={(e) =>
            void navigate({
              search: (s) => ({ ...s, kind: e.target.value as typeof kind }),
              replace: true,
            })
          }
        >
          <option value="">{m.allKinds()}</option>
          {CLAIM_KINDS.map((k) => (
            <option key={k} value={k}>
              {labelOf('claimKind', k)}
            </option>
          ))}
        </SelectField>
      </div>
      <ClaimQueue key={`${status}:${kind}`} status={status} kind={kind} />
    </Page>
  );
}
