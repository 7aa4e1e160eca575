import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { Complaints } from '../../../features/orders/components/Complaints.tsx';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  id: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/store-owner/complaints')({
  validateSearch: search,
  component: ComplaintsRoute,
});

function ComplaintsRoute() {
  const { page, id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="Complaints">
      <Complaints
        page={page}
        selected={id}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
    </Page>
  );
}
