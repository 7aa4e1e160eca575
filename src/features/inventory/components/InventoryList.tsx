import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import { toast } from 'sonner';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { format, messages, templates } from '../../../../domain/messages.ts';
import { isLowStock } from '../../../../domain/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { deleteProduct, setStorePaused } from '../api/mutations.ts';
import { inventoryQueryOptions, productQueryOptions, type InventoryRow } from '../api/queries.ts';
import type { InventoryFilters } from '../api/keys.ts';
import { StockCell } from './StockCell.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';

/**
 * Seed section 2, Inventory: filters by reference id and name (searching the whole inventory on
 * the server), Add Product, Pause/Resume Store, the table, 'Page X / Y'.
 */
export function InventoryList({
  filters,
  onFilters,
}: {
  filters: InventoryFilters;
  onFilters(next: InventoryFilters): void;
}) {
  const { me, store } = useCurrentStore();
  const [text, setText] = useSettledSearch(
    { reference: filters.reference, name: filters.name },
    (typed) => onFilters({ ...filters, ...typed, page: 1 }),
  );

  const inventory = useQuery({
    ...inventoryQueryOptions(store?.id ?? '', filters),
    enabled: Boolean(store),
  });
  useKeepProducts(inventory.data?.items.map((row) => row.product.id));
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <FormMessage>{messages.storeNotDetected}</FormMessage>;

  const threshold = me.data?.lowStockThreshold ?? 5;
  const totalPages = Math.max(1, Math.ceil((inventory.data?.totalCount ?? 0) / PAGE_SIZE));
  const filtered = Boolean(filters.name || filters.reference);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Reference ID"
          value={text.reference}
          onChange={(e) => setText('reference', e.target.value)}
          inputMode="search"
          className="min-w-40 flex-1"
        />
        <Field
          label="Product name"
          value={text.name}
          onChange={(e) => setText('name', e.target.value)}
          inputMode="search"
          className="min-w-40 flex-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/store-owner/inventory/edit-product">Add Product</Link>
          </Button>
          <PauseButton storeId={store.id} paused={store.isPaused} />
        </div>
      </div>
      {store.isPaused && (
        <p className="rounded-md bg-highlight px-3 py-2 text-sm text-on-highlight" role="status">
          {messages.storePausedToast}
        </p>
      )}
      <Card className="p-0" aria-label="Inventory">
        {inventory.isPending ? (
          <p role="status" className="p-5">
            {messages.loading}
          </p>
        ) : inventory.isError && !inventory.data ? (
          <LoadError
            className="p-5"
            message={format(templates.inventoryFetchError, {
              message: errorText(inventory.error, messages.somethingWentWrong),
            })}
            onRetry={() => void inventory.refetch()}
          />
        ) : inventory.data.items.length === 0 ? (
          <p className="p-5 text-soft">
            {filtered ? messages.inventoryNoMatch : messages.inventoryEmpty}
          </p>
        ) : (
          <ScrollArea label="Inventory table">
            <table className="w-full text-left text-sm [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="p-3 font-medium">
                    Image
                  </th>
                  <th scope="col" className="hidden p-3 font-medium sm:table-cell">
                    Reference ID
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    In stock
                  </th>
                  <th scope="col" className="hidden p-3 font-medium md:table-cell">
                    Description
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {inventory.data.items.map((row, i) => (
                  <InventoryTableRow
                    key={row.id}
                    first={i === 0}
                    row={row}
                    low={isLowStock(row.availableStock, threshold)}
                  />
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </Card>
      <Pager
        page={filters.page}
        pages={totalPages}
        text={format(templates.pageSlash, { page: filters.page, pages: totalPages })}
        onPage={(page) => onFilters({ ...filters, page })}
      />
    </div>
  );
}

function InventoryTableRow({
  row,
  low,
  first,
}: {
  row: InventoryRow;
  low: boolean;
  /** The first row's image is the page's largest paint: fetched first, never lazily. */
  first: boolean;
}) {
  const queryClient = useQueryClient();
  const remove = async () => {
    try {
      await deleteProduct(queryClient, row.product.id);
      toast.success(messages.productDeletedToast);
    } catch (error) {
      toast.error(errorText(error, messages.somethingWentWrong));
    }
  };
  return (
    <tr data-testid="inventory-row" className="border-b border-line last:border-0">
      <td className="p-3">
        <Thumbnail
          src={row.product.mainImage}
          size={48}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </td>
      <td className="hidden p-3 font-mono text-xs break-all text-soft sm:table-cell">
        {row.id.slice(0, 8)}
      </td>
      <td className="p-3">
        <div className="font-medium">{row.product.name}</div>
        <div className="font-mono text-xs text-soft sm:hidden">
          <span className="sr-only">Reference ID </span>
          {row.id.slice(0, 8)}
        </div>
        <div className="text-xs text-muted">
          {row.color.name} · {row.size.name}
        </div>
      </td>
      <td className="p-3">
        <StockCell row={row} low={low} />
      </td>
      <td className="hidden max-w-xs truncate p-3 text-soft md:table-cell">
        {row.product.description}
      </td>
      <td className="p-3">
        <div className="flex flex-col items-start gap-3 whitespace-nowrap sm:flex-row sm:items-center">
          <Link
            to="/store-owner/inventory/edit-product"
            search={{ id: row.product.id }}
            className="tap-target text-link"
          >
            Edit
          </Link>
          <span aria-hidden="true" className="hidden text-muted sm:inline">
            /
          </span>
          <Confirm
            trigger={
              <button type="button" className="tap-target text-link">
                Delete
                <span className="sr-only"> {row.product.name}</span>
              </button>
            }
            title="Delete Item"
            description={messages.deleteProductConfirm}
            confirmLabel="Delete Item"
            onConfirm={() => void remove()}
          />
        </div>
      </td>
    </tr>
  );
}

/**
 * While online, the products on the page just shown are kept fresh in the saved cache in the
 * background (issue 16), so any of them opens offline later, even if it was never opened.
 */
function useKeepProducts(ids: string[] | undefined) {
  const queryClient = useQueryClient();
  const key = [...new Set(ids ?? [])].join(',');
  useEffect(() => {
    if (!key || !onlineManager.isOnline()) return;
    for (const id of key.split(',')) void queryClient.prefetchQuery(productQueryOptions(id));
  }, [key, queryClient]);
}

function PauseButton({ storeId, paused }: { storeId: string; paused: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await setStorePaused(queryClient, storeId, !paused);
      toast.success(paused ? messages.storeResumedToast : messages.storePausedToast);
    } catch (error) {
      toast.error(errorText(error, messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };
  if (paused) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => void toggle()}>
        Resume Store
      </Button>
    );
  }
  // Pausing hides the whole store from customers: it is asked, and says so (issue 16).
  return (
    <Confirm
      trigger={
        <Button variant="secondary" disabled={busy}>
          Pause Store
        </Button>
      }
      title={messages.pauseStoreTitle}
      description={messages.pauseStoreConfirm}
      confirmLabel="Pause Store"
      onConfirm={() => void toggle()}
    />
  );
}
