import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListingBadge } from './ListingBadge.tsx';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { formatRupeeRange } from '../../../../domain/money.ts';
import { productSummary } from '../../../../domain/stock-summary.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { deferred } from '../../../components/ui/deferred.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { SavedSearch } from '../../../components/ui/saved-search.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { mayIn, useCurrentStore, useMay } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { CREATE_PRODUCT_KIND, type InventoryFilters } from '../api/keys.ts';
import { usePager } from '../../../lib/cursors.ts';
import {
  inventoryQueryOptions,
  productQueryOptions,
  searchSavedProducts,
  type ProductDetails,
} from '../api/queries.ts';
import { ServerFileButton } from './ServerFileButton.tsx';
import { shortId } from '../../../../domain/id.ts';
import { indianDate } from '../../../../domain/dates.ts';

/** Said where a product's grid goes while its code comes (opened before the page settled). */
function GridComing() {
  return (
    <p role="status" className="text-sm text-soft">
      {m.loading()}
    </p>
  );
}

/**
 * A product's colour × size grid, shown when the product is opened: its code (the cells' fields,
 * the stock and price writes) is fetched once the page has settled, not before the list paints.
 */
// New products waiting on this device are rare: their list (with the new product's write and its
// photos' upload) loads when there is one, and the list's first visit without (issue 52).
const WaitingProducts = lazy(() =>
  import('./WaitingProducts.tsx').then((w) => ({ default: w.WaitingProducts })),
);

const EntryGrid = deferred(
  () => import('./EntryGrid.tsx').then((module) => module.EntryGrid),
  'hidden',
  GridComing,
);

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
  const pager = usePager(filters, inventory, onFilters, { slash: true });
  const phone = useMedia(PHONE_WIDTH);
  const productsWait = useOutbox().some((op) => op.kind === CREATE_PRODUCT_KIND);
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;

  const threshold = me.data?.lowStockThreshold ?? 5;
  const filtered = Boolean(filters.name || filters.reference);
  const products = (items: ProductDetails[]) =>
    phone ? (
      <ul className="flex flex-col gap-3" aria-label={m.products()}>
        {items.map((product, i) => (
          <ProductCard key={product.id} product={product} threshold={threshold} first={i === 0} />
        ))}
      </ul>
    ) : (
      <ProductTable products={items} threshold={threshold} />
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={m.referenceId()}
          value={text.reference}
          onChange={(e) => setText('reference', e.target.value)}
          inputMode="search"
          className="min-w-40 flex-1"
        />
        <Field
          label={m.productName()}
          value={text.name}
          onChange={(e) => setText('name', e.target.value)}
          inputMode="search"
          className="min-w-40 flex-1"
        />
        <div className="flex flex-wrap gap-2">
          {mayIn(store, 'catalogue.write') && (
            <>
              <Button asChild>
                <Link to="/store-owner/inventory/edit-product">{m.addProduct()}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/store-owner/inventory/bulk">{m.bulkEdit()}</Link>
              </Button>
            </>
          )}
          {mayIn(store, 'catalogue.sheets') && (
            <Button asChild variant="secondary">
              <Link to="/store-owner/inventory/import">{m.importCatalogue()}</Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/store-owner/inventory/scan">{m.scanToFind()}</Link>
          </Button>
          {mayIn(store, 'stock.count') && (
            <Button asChild variant="secondary">
              <Link to="/store-owner/inventory/stock-take">{m.stockTake()}</Link>
            </Button>
          )}
          {mayIn(store, 'catalogue.sheets') && <ExportButtons storeId={store.id} />}
          {mayIn(store, 'store.settings') && (
            <PauseButton storeId={store.id} paused={store.isPaused} />
          )}
        </div>
      </div>
      {store.isPaused && (
        <p className="rounded-md bg-highlight px-3 py-2 text-sm text-on-highlight" role="status">
          {m.storePausedToast()}
        </p>
      )}
      {productsWait && (
        <Suspense fallback={null}>
          <WaitingProducts storeId={store.id} />
        </Suspense>
      )}
      <Card className={cn('p-0', phone && 'bg-transparent shadow-none')} aria-label={m.inventory()}>
        <QueryState
          query={inventory}
          isEmpty={(page) => page.items.length === 0}
          empty={filtered ? m.inventoryNoMatch() : m.inventoryEmpty()}
          page={filters.page}
          error={(message) => m.inventoryFetchError({ message })}
          className={phone ? undefined : 'p-5'}
          offline={
            filtered && filters.page === 1 ? (
              <SavedProducts storeId={store.id} filters={filters} render={products} />
            ) : undefined
          }
        >
          {(page) => products(page.items)}
        </QueryState>
      </Card>
      <Pager {...pager} />
    </div>
  );
}

/** Offline, a search this device never saved: the saved products that match (decision 025). */
function SavedProducts({
  storeId,
  filters,
  render,
}: {
  storeId: string;
  filters: InventoryFilters;
  render(items: ProductDetails[]): ReactNode;
}) {
  const queryClient = useQueryClient();
  const { saved, matches } = searchSavedProducts(queryClient, storeId, filters);
  return (
    <SavedSearch
      note={m.searchingSavedProducts({ count: saved })}
      matches={matches}
      empty={m.inventoryNoMatch()}
    >
      {(rows) => render([...rows])}
    </SavedSearch>
  );
}

const PRODUCT_COLUMNS = [
  {
    get label() {
      return m.image();
    },
  },
  {
    get label() {
      return m.referenceId();
    },
    className: 'hidden md:table-cell',
  },
  {
    get label() {
      return m.name();
    },
  },
  {
    get label() {
      return m.price();
    },
  },
  {
    get label() {
      return m.inStock();
    },
  },
  {
    get label() {
      return m.actions();
    },
    hidden: true,
  },
] as const;

/** Desktop: one row per product; its colour × size grid unfolds in the row beneath. */
function ProductTable({ products, threshold }: { products: ProductDetails[]; threshold: number }) {
  return (
    <ScrollArea label={m.inventoryTable()}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-muted">
          <tr>
            {PRODUCT_COLUMNS.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={cn('p-3 font-medium', 'className' in c && c.className)}
              >
                {'hidden' in c ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        {products.map((product, i) => (
          <ProductRow key={product.id} product={product} threshold={threshold} first={i === 0} />
        ))}
      </table>
    </ScrollArea>
  );
}

/** What a product's row or card shows. */
interface ProductViewProps {
  product: ProductDetails;
  threshold: number;
  /** The first row's image is the page's largest paint: fetched first, never lazily. */
  first: boolean;
}

function ProductRow({ product, threshold, first }: ProductViewProps) {
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const summary = productSummary(product.entries, threshold);
  return (
    <tbody data-testid="inventory-row" className="border-b border-line last:border-0">
      <tr>
        <td className="p-3">
          <Thumbnail
            src={product.mainImage}
            size={48}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        </td>
        <td className="hidden p-3 font-mono text-xs break-all text-soft md:table-cell">
          {shortId(product.id)}
        </td>
        <td className="p-3">
          <div className="font-medium">
            {product.name} <NeedsPhotos product={product} /> <ListingBadge product={product} />
          </div>
          <div className="text-xs text-muted">{entryCount(product)}</div>
        </td>
        <td className="p-3 tabular-nums" data-testid="price-range">
          {formatRupeeRange(summary.minPrice, summary.maxPrice)}
        </td>
        <td className="p-3">
          <StockSummary summary={summary} />
        </td>
        <td className="p-3">
          {/* On one line where the table has room: wrapping let the table squeeze the column,
              and Delete fell under the others with the width to spare. */}
          <div className="flex flex-wrap items-center gap-x-3 lg:flex-nowrap lg:whitespace-nowrap">
            <button
              type="button"
              className="tap-target text-link"
              aria-expanded={open}
              aria-controls={gridId}
              onClick={() => setOpen(!open)}
            >
              {m.coloursAndSizes()}
              <span className="sr-only">
                {' '}
                {m.of()} {product.name}
              </span>
            </button>
            <ProductActions product={product} />
          </div>
        </td>
      </tr>
      {open && (
        <tr id={gridId}>
          <td colSpan={PRODUCT_COLUMNS.length} className="bg-sunken/40 p-3">
            <EntryGrid product={product} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** Phone: one card per product; its colour × size grid folds inside. */
function ProductCard({ product, threshold, first }: ProductViewProps) {
  const summary = productSummary(product.entries, threshold);
  // The grid renders when the card is first opened, and stays (with what is typed in it): a page
  // of cards' grids was most of the list's first render, for boxes no closed card shows.
  const [opened, setOpened] = useState(false);
  return (
    <li data-testid="inventory-row" className="rounded-xl bg-surface p-4 shadow-sm">
      <div className="flex gap-3">
        <Thumbnail
          src={product.mainImage}
          size={48}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium break-words">
            {product.name} <NeedsPhotos product={product} /> <ListingBadge product={product} />
          </span>
          <span className="font-mono text-xs text-soft">
            <span className="sr-only">{m.referenceId()} </span>
            {shortId(product.id)}
          </span>
          <span className="tabular-nums" data-testid="price-range">
            {formatRupeeRange(summary.minPrice, summary.maxPrice)}
          </span>
          <StockSummary summary={summary} />
        </div>
      </div>
      <details
        className="group mt-3"
        onToggle={(e) => {
          if (e.currentTarget.open) setOpened(true);
        }}
      >
        <summary className="tap-target flex cursor-pointer items-center text-link">
          {m.coloursAndSizes()} · {entryCount(product)}
        </summary>
        <div className="mt-3">{opened && <EntryGrid product={product} />}</div>
      </details>
      <div className="mt-2 flex flex-wrap gap-x-4">
        <ProductActions product={product} />
      </div>
    </li>
  );
}

const entryCount = (product: ProductDetails) => {
  const colors = new Set(product.entries.map((e) => e.productColorId)).size;
  const sizes = new Set(product.entries.map((e) => e.productSizeId)).size;
  // A sheet may list some sizes of a colour only: then the grid is not colours × sizes.
  if (colors * sizes !== product.entries.length)
    return m.countVariants({ count: product.entries.length });
  return m.coloursBySizes({
    colours: m.countColours({ count: colors }),
    sizes: m.countSizes({ count: sizes }),
  });
};

/** A draft an import made without images: not listed until its photos are added. */
function NeedsPhotos({ product }: { product: ProductDetails }) {
  if (!product.needsPhotos) return null;
  return (
    <span
      data-testid="needs-photos"
      className="rounded-full bg-highlight px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-highlight"
    >
      {m.needsPhotos()}
    </span>
  );
}

function StockSummary({ summary }: { summary: ReturnType<typeof productSummary> }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span data-testid="in-stock" className="tabular-nums">
        {m.countInStock({ count: summary.availableStock })}
        {summary.totalStock > summary.availableStock && (
          <span className="text-xs text-muted">
            {' · '}
            {m.heldByOrders({
              count: summary.totalStock - summary.availableStock,
            })}
          </span>
        )}
      </span>
      {summary.lowEntries > 0 && (
        <span
          data-testid="low-stock"
          className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-on-danger-soft"
        >
          {m.lowStock()}
        </span>
      )}
    </span>
  );
}

function ProductActions({ product }: { product: ProductDetails }) {
  const queryClient = useQueryClient();
  const mayEdit = useMay('catalogue.write');
  const remove = async () => {
    try {
      // The write's module comes with the tap (issue 52).
      const { deleteProduct } = await import('../api/mutations.ts');
      await deleteProduct(queryClient, product.id);
      toast.success(m.productDeletedToast());
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    }
  };
  if (!mayEdit) return null;
  return (
    <>
      <Link
        to="/store-owner/inventory/edit-product"
        search={{ id: product.id }}
        // Its data is asked for with the tap, beside its page's code rather than after it: a
        // product of 500 variants opened 350 ms sooner at 4× CPU (issue 52).
        onClick={() => void queryClient.prefetchQuery(productQueryOptions(product.id))}
        className="tap-target text-link"
      >
        {m.edit()}
        <span className="sr-only"> {product.name}</span>
      </Link>
      <Confirm
        trigger={
          <button type="button" className="tap-target text-link">
            {m.delete()}
            <span className="sr-only"> {product.name}</span>
          </button>
        }
        title={m.deleteItem()}
        description={m.deleteProductConfirm()}
        confirmLabel={m.deleteItem()}
        onConfirm={() => void remove()}
      />
    </>
  );
}

function PauseButton({ storeId, paused }: { storeId: string; paused: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const { setStorePaused } = await import('../api/mutations.ts');
      await setStorePaused(queryClient, storeId, !paused);
      toast.success(paused ? m.storeResumedToast() : m.storePausedToast());
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  if (paused) {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => void toggle()}>
        {m.resumeStore()}
      </Button>
    );
  }
  // Pausing hides the whole store from customers: it is asked, and says so (decision 020).
  return (
    <Confirm
      trigger={
        <Button variant="secondary" disabled={busy}>
          {m.pauseStore()}
        </Button>
      }
      title={m.pauseStoreTitle()}
      description={m.pauseStoreConfirm()}
      confirmLabel={m.pauseStore()}
      onConfirm={() => void toggle()}
    />
  );
}

/**
 * The store's catalogue as the sheet the import reads (one row per variant), streamed by the
 * server (GET /exports/catalogue.csv or .xlsx): any size.
 */
function ExportButtons({ storeId }: { storeId: string }) {
  const name = (extension: string) => () => `catalogue-${indianDate(new Date())}.${extension}`;
  return (
    <>
      <ServerFileButton
        href="/exports/catalogue.csv"
        storeId={storeId}
        name={name('csv')}
        label={m.exportCatalogue()}
      />
      <ServerFileButton
        href="/exports/catalogue.xlsx"
        storeId={storeId}
        name={name('xlsx')}
        label={m.exportCatalogueXlsx()}
      />
    </>
  );
}
