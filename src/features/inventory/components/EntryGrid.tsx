import { useState, type KeyboardEvent } from 'react';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { WriteStatus } from '../../../offline/WriteStatus.tsx';
import { inventoryEntity, saveInventory } from '../api/update-inventory.ts';
import type { InventoryRow, ProductDetails } from '../api/queries.ts';
import { announce, ENTRY_FIELDS, entryVars, type EntryField } from './entry-writes.ts';
import { numberFrom, parseNumberField } from '../../../lib/number-field.ts';

/** The product's entries as a colour × size grid; each edited value is one queued write. */
export function EntryGrid({ product }: { product: ProductDetails }) {
  const colors = unique(product.entries.map((e) => e.color));
  const sizes = unique(product.entries.map((e) => e.size));
  const at = (colorId: string, sizeId: string) =>
    product.entries.find((e) => e.productColorId === colorId && e.productSizeId === sizeId);
  return (
    <Card aria-labelledby="entry-grid" className="flex flex-col gap-4">
      <h2 id="entry-grid" className="text-lg font-semibold">
        Colours and sizes
      </h2>
      <ScrollArea label="Colour and size grid">
        <table className="w-full border-separate border-spacing-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-muted">
                Colour
              </th>
              {sizes.map((s) => (
                <th key={s.id} scope="col" className="text-left font-medium text-muted">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colors.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="text-left font-medium whitespace-nowrap">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block size-3 rounded-full border border-edge align-middle"
                    style={{ backgroundColor: c.hexCode }}
                  />
                  {c.name}
                </th>
                {sizes.map((s) => {
                  const entry = at(c.id, s.id);
                  return (
                    <td key={s.id} className="align-top">
                      {entry ? <GridCell product={product} entry={entry} /> : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Card>
  );
}

function unique<T extends { id: string }>(items: T[]): T[] {
  return [...new Map(items.map((i) => [i.id, i])).values()];
}

/** Price and stock of one colour × size, saved when the seller leaves the box or presses Enter. */
function GridCell({ product, entry }: { product: ProductDetails; entry: InventoryRow }) {
  const label = `${entry.color.name} ${entry.size.name}`;
  // While the seller types, the box holds their text; otherwise it shows the entry's value.
  const [priceDraft, setPrice] = useState<string | null>(null);
  const [stockDraft, setStock] = useState<string | null>(null);
  const price = priceDraft ?? String(entry.price);
  const stock = stockDraft ?? String(entry.totalStock);
  const [error, setError] = useState<string | null>(null);

  const commit = async (field: EntryField, text: string) => {
    const current = field === 'price' ? entry.price : entry.totalStock;
    const drop = field === 'price' ? setPrice : setStock;
    if (numberFrom(text) === current) {
      drop(null);
      return setError(null);
    }
    const parsed = parseNumberField(ENTRY_FIELDS[field], text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    drop(null);
    announce(
      await saveInventory({ ...entryVars(product, entry), [field]: parsed.value }, product.storeId),
    );
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  const box =
    'h-11 w-24 rounded-md border border-edge bg-surface px-2 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div data-testid="grid-cell" className="flex min-w-28 flex-col gap-1">
      <input
        aria-label={`Price of ${label}`}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        onBlur={() => void commit('price', price)}
        onKeyDown={onEnter}
        className={box}
      />
      <input
        aria-label={`Stock of ${label}`}
        inputMode="numeric"
        value={stock}
        onChange={(e) => setStock(e.target.value)}
        onBlur={() => void commit('quantity', stock)}
        onKeyDown={onEnter}
        className={cn(box, error && 'border-danger')}
      />
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      <WriteStatus
        entity={inventoryEntity(product.id, entry.productColorId, entry.productSizeId)}
      />
    </div>
  );
}
