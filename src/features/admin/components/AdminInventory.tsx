import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { Field } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager } from '../../../lib/cursors.ts';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import { adminInventoryQueryOptions, type AdminInventoryFilters } from '../api/inventory.ts';
import { shortId } from '../../../../domain/id.ts';
import { localName } from '../../../lib/local-name.ts';

type TextFilter = 'product' | 'store' | 'reference';
const TEXT_FILTERS: { key: TextFilter; label: string }[] = [
  {
    key: 'product',
    get label() {
      return m.productName();
    },
  },
  {
    key: 'store',
    get label() {
      return m.storeName();
    },
  },
  {
    key: 'reference',
    get label() {
      return m.referenceId();
    },
  },
];

/**
 * Every store's inventory (/admin/inventory): searched on the server by product, store and
 * reference id, with entries at or under their store owner's low-stock threshold marked.
 */
export function AdminInventory({
  filters,
  onFilters,
}: {
  filters: AdminInventoryFilters;
  onFilters(next: AdminInventoryFilters): void;
}) {
  const [text, setText] = useSettledSearch(
    { product: filters.product, store: filters.store, reference: filters.reference },
    (typed) => onFilters({ ...filters, ...typed, page: 1 }),
  );
  const list = useQuery(adminInventoryQueryOptions(filters));
  const pager = usePager(filters, list, onFilters);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {TEXT_FILTERS.map(({ key, label }) => (
          <Field
            key={key}
            label={label}
            type="search"
            value={text[key]}
            onChange={(e) => setText(key, e.target.value)}
          />
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={filters.low}
          onChange={(e) => onFilters({ ...filters, low: e.target.checked, page: 1 })}
        />
        {m.onlyLowStockAtOr()}
      </label>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={m.adminInventoryEmpty()}
        page={filters.page}
      >
        {(data) => (
          <ScrollArea label={m.allInventory()}>
            <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="font-medium">
                    <span className="sr-only">{m.image()}</span>
                  </th>
                  <th scope="col" className="font-medium">
                    {m.product()}
                  </th>
                  <th scope="col" className="font-medium">
                    {m.store()}
                  </th>
                  <th scope="col" className="hidden font-medium sm:table-cell">
                    {m.price()}
                  </th>
                  <th scope="col" className="font-medium">
                    {m.inStock()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr
                    key={row.id}
                    data-testid="admin-inventory-row"
                    className="border-b border-line last:border-0"
                  >
                    <td>
                      <Thumbnail src={row.product.mainImage} size={40} loading="lazy" />
                    </td>
                    <td>
                      <div className="font-medium">{row.product.name}</div>
                      <div className="text-xs text-muted">
                        {localName(row.color)} · {localName(row.size)}
                      </div>
                      <div className="font-mono text-xs text-soft">
                        <span className="sr-only">{m.referenceId()} </span>
                        {shortId(row.id)}
                      </div>
                    </td>
                    <td>{row.product.storeName}</td>
                    <td className="hidden tabular-nums sm:table-cell">{formatRupees(row.price)}</td>
                    <td>
                      <span className="tabular-nums">
                        {row.availableStock}
                        <span className="text-xs text-muted">
                          {' '}
                          {m.of()} {row.totalStock}
                        </span>
                      </span>
                      {row.lowStock && (
                        <span
                          data-testid="low-stock"
                          className="mt-1 block w-fit whitespace-nowrap rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-on-danger-soft"
                        >
                          {m.lowStock()}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </QueryState>
      <Pager {...pager} />
    </div>
  );
}
