import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import type { AdminInventoryFilters } from '../../../features/admin/api/inventory.ts';
import { AdminInventory } from '../../../features/admin/components/AdminInventory.tsx';
import { cursorSearch, searchUpdate } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';
import { adminInventoryQueryOptions } from '../../../features/admin/api/inventory.ts';

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), '');
const search = v.object({
  product: text,
  store: text,
  reference: text,
  low: v.fallback(v.optional(v.boolean(), false), false),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
});

/** Every store's inventory (seed sidebar: Brand's → Inventory, /admin/inventory). */
export const Route = createFileRoute('/_app/admin/inventory')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preload(context.queryClient, adminInventoryQueryOptions(deps)),
  component: InventoryRoute,
});

function InventoryRoute() {
  const filters = Route.useSearch() as AdminInventoryFilters;
  const navigate = Route.useNavigate();
  const onFilters = useCallback(
    (next: AdminInventoryFilters) => void navigate({ search: searchUpdate(filters, next) }),
    [navigate, filters],
  );
  return (
    <Page title={m.inventory()}>
      <AdminInventory filters={filters} onFilters={onFilters} />
    </Page>
  );
}
