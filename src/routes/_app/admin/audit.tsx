import { m } from '../../../../domain/messages.ts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { AUDIT_PAGE_SIZE, auditQueryOptions } from '../../../features/admin/api/audit.ts';
import { AuditTable } from '../../../features/admin/components/AuditTable.tsx';
import { cursorSearch, usePager } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
});

/** The audit log: every admin decision and KYC reveal, newest first. */
export const Route = createFileRoute('/_app/admin/audit')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preload(context.queryClient, auditQueryOptions(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const place = Route.useSearch();
  const navigate = Route.useNavigate();
  const audit = useQuery(auditQueryOptions(place));
  const pager = usePager(place, audit, (next) => void navigate({ search: next }), {
    pageSize: AUDIT_PAGE_SIZE,
  });
  return (
    <Page title={m.auditLog()}>
      <QueryState
        query={audit}
        page={place.page}
        isEmpty={(d) => d.items.length === 0}
        empty={m.auditEmpty()}
      >
        {(data) => (
          <Card aria-label={m.auditLog()} className="p-0 pt-3">
            <AuditTable items={data.items} />
          </Card>
        )}
      </QueryState>
      <Pager {...pager} />
    </Page>
  );
}
