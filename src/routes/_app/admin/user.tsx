import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { adminUsersQueryOptions } from '../../../features/admin/api/users.ts';
import { ROLE_PARAMS, type UserFilters } from '../../../features/admin/api/user-filters.ts';
import { AdminUsers } from '../../../features/admin/components/AdminUsers.tsx';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';

const search = v.object({
  role: v.fallback(v.optional(v.picklist(['', ...Object.keys(ROLE_PARAMS)]), ''), ''),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  id: v.fallback(v.optional(v.string()), undefined),
  ...cursorSearch,
});

/** Users (seed sidebar: /admin/user?role=admin and ?role=seller). */
export const Route = createFileRoute('/_app/admin/user')({
  validateSearch: search,
  loaderDeps: ({ search: { id: _, ...list } }) => list,
  loader: ({ context, deps }) =>
    preload(context.queryClient, adminUsersQueryOptions(deps as UserFilters)),
  component: UsersRoute,
});

function UsersRoute() {
  const filters = Route.useSearch() as UserFilters;
  const navigate = Route.useNavigate();
  const onFilters = useCallback(
    (next: UserFilters) =>
      void navigate({ search: searchUpdate(filters, next), replace: next.q !== filters.q }),
    [navigate, filters],
  );
  return (
    <Page title={m.users2()}>
      <AdminUsers filters={filters} onFilters={onFilters} />
    </Page>
  );
}
