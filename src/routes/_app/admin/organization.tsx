import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import type { OrganisationFilters } from '../../../features/admin/api/organisations.ts';
import { AdminOrganisations } from '../../../features/admin/components/AdminOrganisations.tsx';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';
import { organisationsQueryOptions } from '../../../features/admin/api/organisations.ts';

const search = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  active: v.fallback(v.optional(v.picklist(['', 'active', 'inactive']), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  id: v.fallback(v.optional(v.string()), undefined),
  ...cursorSearch,
});

/** Organisations (seed sidebar: Brand's → Organizations, /admin/organization). */
export const Route = createFileRoute('/_app/admin/organization')({
  validateSearch: search,
  loaderDeps: ({ search: { id: _, ...list } }) => list,
  loader: ({ context, deps }) => preload(context.queryClient, organisationsQueryOptions(deps)),
  component: OrganisationsRoute,
});

function OrganisationsRoute() {
  const filters = Route.useSearch() as OrganisationFilters;
  const navigate = Route.useNavigate();
  const onFilters = useCallback(
    (next: OrganisationFilters) =>
      void navigate({ search: searchUpdate(filters, next), replace: next.q !== filters.q }),
    [navigate, filters],
  );
  return (
    <Page title={m.organizations()}>
      <AdminOrganisations filters={filters} onFilters={onFilters} />
    </Page>
  );
}
