import { useId, useState, type KeyboardEvent } from 'react';
import { m } from '../../../../domain/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { cn } from '../../../lib/cn.ts';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { WriteStatus } from '../../../offline/WriteStatus.tsx';
import type { InventoryRow, ProductDetails } from '../api/queries.ts';
import { inventoryEntity, saveInventory } from '../api/update-inventory.ts';
import { announce, checkEntryField, entryVars, type EntryField } from './entry-writes.ts';
import { LocationSplit } from './LocationSplit.tsx';
import { VariantDetails } from './VariantDetails.tsx';
import { localName } from '../../../lib/local-name.ts';

/** The grid on the product's own page, in a card of its own. */
export function EntryGridCard({ product }: { product: ProductDetails }) {
  return (
    <Card aria-labelledby="entry-grid" className="flex flex-col gap-4">
      <h2 id="entry-grid" className="text-lg font-semibold">
        {m.coloursAndSizes()}
      </h2>
      <EntryGrid product={product} />
    </Card>
  );
}

/**
 * The product's entries, one colour a row and its sizes wrapping beneath, so the grid fits a
 * 360 px phone; each box is labelled and each edited value is one queued write (decision 020).
 */
export function EntryGrid({ product }: { product: ProductDetails }) {
  const colors = unique(product.entries.map((e) => e.color));
  // The store read once for every box (each read is an observer of `me`): a cell of a 500-variant
  // product's grid makes none of its own (issue 52).
  const { store } = useCurrentStore();
  const may: CellPermissions = {
    edit: mayIn(store, 'catalogue.write'),
    severalLocations: (store?.locationCount ?? 1) > 1,
  };
  // A large product (a sheet's 25 colours × 20 sizes) opens with its first colour shown and the
  // others one tap away: the page opens at once, and a phone is not 500 boxes long.
  const folded = product.entries.length > FOLD_AFTER;
  return (
    <div className="flex flex-col gap-4" data-testid="entry-grid">
      {colors.map((c, i) => (
        <ColourSection
          key={c.id}
          product={product}
          color={c}
          folded={folded}
          openAtFirst={!folded || i === 0}
          may={may}
        />
      ))}
    </div>
  );
}

/** More variants than this, and each colour's sizes fold under its name. */
const FOLD_AFTER = 60;

/** What the member may do in the grid, and whether the store has several locations. */
interface CellPermissions {
  edit: boolean;
  severalLocations: boolean;
}

function ColourSection({
  product,
  color,
  folded,
  openAtFirst,
  may,
}: {
  product: ProductDetails;
  color: InventoryRow['color'];
  folded: boolean;
  openAtFirst: boolean;
  may: CellPermissions;
}) {
  const [open, setOpen] = useState(openAtFirst);
  const entries = product.entries.filter((e) => e.productColorId === color.id);
  const heading = (
    <>
      <Swatch hex={color.hexCode} className="size-3" />
      {localName(color)}
    </>
  );
  const cells = (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <GridCell product={product} entry={entry} may={may} />
        </li>
      ))}
    </ul>
  );
  if (!folded)
    return (
      <section
        aria-label={localName(color)}
        className="flex flex-col gap-2"
        data-testid="entry-colour"
      >
        <h3 className="flex items-center gap-2 text-sm font-semibold">{heading}</h3>
        {cells}
      </section>
    );
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="flex flex-col gap-2"
      data-testid="entry-colour"
    >
      <summary className="tap-target flex cursor-pointer items-center gap-2 text-sm font-semibold">
        {heading}
        <span className="font-normal text-soft">· {m.countSizes({ count: entries.length })}</span>
      </summary>
      {open && <div className="mt-2">{cells}</div>}
    </details>
  );
}

function unique<T extends { id: string }>(items: T[]): T[] {
  return [...new Map(items.map((i) => [i.id, i])).values()];
}

/** Price and stock of one colour × size, saved when the seller leaves the box or presses Enter. */
function GridCell({
  product,
  entry,
  may,
}: {
  product: ProductDetails;
  entry: InventoryRow;
  may: CellPermissions;
}) {
  const id = useId();
  const label = `${localName(entry.color)} ${localName(entry.size)}`;
  const mayEdit = may.edit;
  // While the seller types, the box holds their text; otherwise it shows the entry's value.
  const [priceDraft, setPrice] = useState<string | null>(null);
  const [stockDraft, setStock] = useState<string | null>(null);
  const price = priceDraft ?? String(entry.price);
  const stock = stockDraft ?? String(entry.totalStock);
  const [error, setError] = useState<{ field: EntryField; message: string } | null>(null);

  const commit = async (field: EntryField, text: string) => {
    const current = field === 'price' ? entry.price : entry.totalStock;
    const drop = field === 'price' ? setPrice : setStock;
    if (numberFrom(text) === current) {
      drop(null);
      return setError(null);
    }
    const parsed = checkEntryField(field, text, entry);
    if (!parsed.ok) return setError({ field, message: parsed.message });
    setError(null);
    drop(null);
    announce(
      await saveInventory({ ...entryVars(product, entry), [field]: parsed.value }, product.storeId),
      { inline: true },
    );
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  const box =
    'h-11 w-full min-w-0 rounded-md border border-edge bg-surface px-2 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div
      data-testid="grid-cell"
      className="flex flex-col gap-1 rounded-lg border border-line p-2"
      role="group"
      aria-labelledby={`${id}-size`}
    >
      <span id={`${id}-size`} className="text-sm font-medium">
        <span className="sr-only">{localName(entry.color)} </span>
        {localName(entry.size)}
      </span>
      {mayEdit ? (
        <>
          <label className="flex flex-col gap-0.5 text-xs text-muted">
            <span aria-hidden="true">{m.price2()}</span>
            <input
              aria-label={m.priceOf({ variant: label })}
              aria-invalid={error?.field === 'price' || undefined}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              onBlur={() => void commit('price', price)}
              onKeyDown={onEnter}
              className={cn(box, 'text-ink', error?.field === 'price' && 'border-danger')}
            />
          </label>
          <label className="flex flex-col gap-0.5 text-xs text-muted">
            <span aria-hidden="true">{m.stock()}</span>
            <input
              aria-label={m.stockOf({ variant: label })}
              aria-invalid={error?.field === 'quantity' || undefined}
              inputMode="numeric"
              value={stock}
              onChange={(e) => setStock(e.target.value)}
              onBlur={() => void commit('quantity', stock)}
              onKeyDown={onEnter}
              className={cn(box, 'text-ink', error?.field === 'quantity' && 'border-danger')}
            />
          </label>
        </>
      ) : (
        // A role that reads the catalogue (a packer, an accountant) is shown figures, no boxes.
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-muted">{m.price()}</dt>
          <dd className="tabular-nums">{formatRupees(entry.price)}</dd>
          <dt className="text-muted">{m.stock()}</dt>
          <dd className="tabular-nums">{entry.totalStock}</dd>
        </dl>
      )}
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error.message}
        </p>
      )}
      {may.severalLocations && (
        <LocationSplit product={product} entry={entry} label={label} mayEdit={may.edit} />
      )}
      <VariantDetails product={product} entry={entry} label={label} mayEdit={may.edit} />
      <WriteStatus
        showSaved
        className="self-start"
        entity={inventoryEntity(product.id, entry.productColorId, entry.productSizeId)}
      />
    </div>
  );
}
