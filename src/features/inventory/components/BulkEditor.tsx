import { StoreVariants } from './StoreVariants.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  BULK_OPERATIONS,
  MAX_BULK_CHANGES,
  applyOperation,
  priceOutlier,
  wholeRupees,
  type BulkField,
  type BulkOperation,
} from '../../../../domain/bulk-edit.ts';
import { moneyCell, wholeCell } from '../../../../domain/catalogue-sheet.ts';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { priceSchema, quantitySchema } from '../../../../domain/product.ts';
import * as v from 'valibot';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, SelectField } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import {
  bulkEntity,
  bulkKeys,
  saveBulk,
  type BulkChange,
  type BulkOutcome,
  type BulkVariant,
  type BulkVars,
} from '../api/bulk.ts';
import { LocationChoice, useRowsAt, useStockPlaces } from './location-rows.tsx';
import { genders } from './ProductForm.tsx';
import { localName, localVariantName } from '../../../lib/local-name.ts';

/** A variant's unsaved values: what the seller typed or an operation made. */
type Pending = Map<string, { price?: number; quantity?: number }>;

interface Filters {
  search: string;
  category: string;
  size: string;
  colour: string;
  lowOnly: boolean;
}

const NO_FILTERS: Filters = { search: '', category: '', size: '', colour: '', lowOnly: false };

const OPERATION_LABELS: Record<BulkOperation, () => string> = {
  set: m.bulkSet,
  add: m.bulkAdd,
  subtract: m.bulkSubtract,
  addPercent: m.bulkAddPercent,
  subtractPercent: m.bulkSubtractPercent,
};

const itemOf = (v: BulkVariant) => localVariantName(v);

/** Issue 32: prices and stock of many variants at once, saved as one queued batch. */
export function BulkEditor({ storeId }: { storeId: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-soft">{m.bulkEditIntro()}</p>
      <StoreVariants storeId={storeId}>
        {(rows) => <AtLocation storeId={storeId} rows={rows} />}
      </StoreVariants>
    </div>
  );
}

/**
 * Where the stock column counts (issue 51): with several locations, the chosen location's pieces,
 * shown and set (the member's own location first, else the store's address); else the totals.
 */
function AtLocation({ storeId, rows }: { storeId: string; rows: BulkVariant[] }) {
  const places = useStockPlaces(storeId);
  const [chosen, setChosen] = useState<string>();
  const location = chosen ?? places.initial;
  const at = useRowsAt(storeId, location, rows);
  return (
    <>
      <div className="max-w-xs">
        <LocationChoice
          places={places.list}
          label={m.bulkLocation()}
          hint={m.bulkLocationHint()}
          value={location}
          onChange={setChosen}
        />
      </div>
      {at.rows && places.ready ? (
        // Another location is another set of figures: what was typed for one does not carry over.
        <Editor key={location ?? ''} storeId={storeId} rows={at.rows} location={location} />
      ) : (
        <p className="text-soft" role="status">
          {at.failed ? m.notSavedOffline() : m.loading()}
        </p>
      )}
    </>
  );
}

function Editor({
  storeId,
  rows,
  location,
}: {
  storeId: string;
  rows: BulkVariant[];
  location: string | null;
}) {
  const queryClient = useQueryClient();
  const phone = useMedia(PHONE_WIDTH);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(new Map());
  const [field, setField] = useState<BulkField>('price');
  const [operation, setOperation] = useState<BulkOperation>('addPercent');
  const [amount, setAmount] = useState('10');
  const [round, setRound] = useState(false);
  const [saving, setSaving] = useState(false);
  // Cells whose typed text is not a value yet: the seller is told, and nothing is saved meanwhile.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const queued = useQueuedEntries(storeId);
  const outcome = useQuery({
    queryKey: bulkKeys.outcome(storeId),
    queryFn: () => queryClient.getQueryData<BulkOutcome | null>(bulkKeys.outcome(storeId)) ?? null,
    enabled: false,
  }).data;

  // A change refused as a conflict comes back as the seller's, to save again on the new version
  // (adopted while rendering, once per answer: React's pattern for state that follows a prop).
  const [adopted, setAdopted] = useState<BulkOutcome | null | undefined>(undefined);
  if (outcome !== adopted) {
    setAdopted(outcome);
    const mine = Object.entries(outcome?.conflicts ?? {});
    if (mine.length > 0) {
      const next = new Map(pending);
      for (const [id, c] of mine) next.set(id, { ...next.get(id), ...c.mine });
      setPending(next);
    }
  }

  const options = useMemo(() => optionsOf(rows), [rows]);
  const shown = useMemo(() => {
    const text = filters.search.trim().toLowerCase();
    return rows.filter(
      (v) =>
        (!text ||
          v.product.name.toLowerCase().includes(text) ||
          (v.sku ?? '').toLowerCase().includes(text)) &&
        (!filters.category || v.categoryId === filters.category) &&
        (!filters.size || v.productSizeId === filters.size) &&
        (!filters.colour || v.productColorId === filters.colour) &&
        (!filters.lowOnly || v.lowStock),
    );
  }, [rows, filters]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  // Each product's current prices, for the outlier warning.
  const pricesOf = useMemo(() => {
    const map = new Map<string, number[]>();
    for (const row of rows) {
      const prices = map.get(row.product.id);
      if (prices) prices.push(row.price);
      else map.set(row.product.id, [row.price]);
    }
    return map;
  }, [rows]);

  const valueOf = (v: BulkVariant, f: BulkField) =>
    f === 'price'
      ? (pending.get(v.id)?.price ?? v.price)
      : (pending.get(v.id)?.quantity ?? v.totalStock);
  const setValue = (next: Pending, v: BulkVariant, f: BulkField, value: number) => {
    const was = { ...next.get(v.id) };
    if (f === 'price') was.price = value === v.price ? undefined : value;
    else was.quantity = value === v.totalStock ? undefined : value;
    if (was.price === undefined && was.quantity === undefined) next.delete(v.id);
    else next.set(v.id, was);
  };

  const chosen = shown.filter((v) => selected.has(v.id));
  const apply = () => {
    if (chosen.length === 0) return toast.error(m.bulkNothingSelected());
    const by = moneyCell(amount);
    if (typeof by !== 'number') return toast.error(m.notANumber());
    const next = new Map(pending);
    for (const row of chosen) {
      const value = applyOperation(field, valueOf(row, field), operation, by);
      setValue(next, row, field, field === 'price' && round ? wholeRupees(value) : value);
    }
    setPending(next);
  };
  const copyDown = () => {
    if (chosen.length === 0) return toast.error(m.bulkNothingSelected());
    const first = valueOf(chosen[0]!, field);
    const next = new Map(pending);
    for (const v of chosen.slice(1)) setValue(next, v, field, first);
    setPending(next);
  };

  // Each pending change with its variant, found by id (thousands of rows: no scan per change).
  const changed = [...pending].flatMap(([entryId, p]) => {
    const row = byId.get(entryId);
    return row ? [{ row, change: { entryId, ...p, expectedVersion: row.version } }] : [];
  });
  const changes: BulkChange[] = changed.map((c) => c.change);
  const outliers = changed.filter(
    ({ row, change }) =>
      change.price !== undefined && priceOutlier(change.price, pricesOf.get(row.product.id) ?? []),
  ).length;
  const save = async () => {
    if (invalid.size > 0) return toast.error(m.bulkToFix({ count: invalid.size }));
    if (changes.length > MAX_BULK_CHANGES)
      return toast.error(m.bulkTooMany({ max: MAX_BULK_CHANGES }));
    setSaving(true);
    try {
      const vars: BulkVars = { storeId, changes, location };
      const result = await saveBulk(vars);
      setPending(new Map());
      if (result === 'queued') toast.success(m.bulkQueued({ count: changes.length }));
      else if (result === 'applied' || result === 'unchanged')
        toast.success(m.bulkSaved({ count: changes.length }));
      else toast.error(result.error ?? m.somethingWentWrong());
    } finally {
      setSaving(false);
    }
  };

  const allShownSelected = shown.length > 0 && shown.every((v) => selected.has(v.id));
  const conflictCount = outcome
    ? Object.keys(outcome.conflicts).length + Object.keys(outcome.refused).length
    : 0;
  return (
    <>
      <Card aria-label={m.bulkEdit()} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field
            label={m.bulkSearch()}
            inputMode="search"
            value={filters.search}
            onChange={(e) => setFilters({ ...filters, search: e.target.value })}
          />
          <SelectField
            label={m.category()}
            value={filters.category}
            onChange={(e) => setFilters({ ...filters, category: e.target.value })}
          >
            <option value="">{m.bulkAnyCategory()}</option>
            {options.categories.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.sizes()}
            value={filters.size}
            onChange={(e) => setFilters({ ...filters, size: e.target.value })}
          >
            <option value="">{m.bulkAnySize()}</option>
            {options.sizes.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.colours()}
            value={filters.colour}
            onChange={(e) => setFilters({ ...filters, colour: e.target.value })}
          >
            <option value="">{m.bulkAnyColour()}</option>
            {options.colours.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
          <label className="tap-target flex items-center gap-2 self-end">
            <input
              type="checkbox"
              className="size-5"
              checked={filters.lowOnly}
              onChange={(e) => setFilters({ ...filters, lowOnly: e.target.checked })}
            />
            {m.bulkLowStockOnly()}
          </label>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <SelectField
            label={m.bulkField()}
            value={field}
            onChange={(e) => setField(e.target.value as BulkField)}
          >
            <option value="price">{m.price()}</option>
            <option value="stock">{m.stock()}</option>
          </SelectField>
          <SelectField
            label={m.bulkOperation()}
            value={operation}
            onChange={(e) => setOperation(e.target.value as BulkOperation)}
          >
            {BULK_OPERATIONS.map((op) => (
              <option key={op} value={op}>
                {OPERATION_LABELS[op]()}
              </option>
            ))}
          </SelectField>
          <Field
            label={m.bulkAmount()}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
            }}
          />
          <div className="col-span-2 flex flex-wrap items-end gap-2 sm:col-span-1">
            <Button type="button" onClick={apply}>
              {m.bulkApply()}
            </Button>
            <Button type="button" variant="secondary" onClick={copyDown}>
              {m.bulkCopyDown()}
            </Button>
            {chosen.length > 0 && (
              <Button asChild variant="secondary">
                <Link
                  to="/store-owner/inventory/labels"
                  search={{ entries: chosen.map((v) => v.id).join(',') }}
                >
                  {m.printLabelsFor({ count: chosen.length })}
                </Link>
              </Button>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <label className="tap-target flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={allShownSelected}
              onChange={(e) =>
                setSelected(
                  e.target.checked ? new Set([...selected, ...shown.map((v) => v.id)]) : new Set(),
                )
              }
            />
            {m.bulkSelectAll()}
          </label>
          <label className="tap-target flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={round}
              onChange={(e) => setRound(e.target.checked)}
            />
            {m.bulkRound()}
          </label>
          <span role="status">
            {m.bulkRowsShown({ count: shown.length })} · {m.bulkSelected({ count: chosen.length })}
          </span>
        </div>
      </Card>
      {conflictCount > 0 && <FormMessage>{m.bulkConflicts({ count: conflictCount })}</FormMessage>}
      {shown.length === 0 ? (
        <p role="status">{m.bulkNoVariants()}</p>
      ) : (
        <Grid
          rows={shown}
          phone={phone}
          selected={selected}
          onSelect={(id, on) => {
            const next = new Set(selected);
            if (on) next.add(id);
            else next.delete(id);
            setSelected(next);
          }}
          valueOf={valueOf}
          pending={pending}
          outcome={outcome ?? null}
          pricesOf={pricesOf}
          queued={queued}
          onProblem={(id, wrong) =>
            setInvalid((before) => {
              if (wrong === before.has(id)) return before;
              const next = new Set(before);
              if (wrong) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onValue={(v, f, value) => {
            const next = new Map(pending);
            setValue(next, v, f, value);
            setPending(next);
          }}
        />
      )}
      {(changes.length > 0 || invalid.size > 0) && (
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface p-2 shadow-md sm:p-3">
          <span className="text-sm font-medium">
            {m.bulkChanges({ count: changes.length })}
            {invalid.size > 0 && (
              <span className="text-danger"> · {m.bulkToFix({ count: invalid.size })}</span>
            )}
          </span>
          {outliers > 0 && (
            <span className="basis-full text-sm text-on-highlight" role="status">
              {m.bulkOutliers({ count: outliers })}
            </span>
          )}
          <div className="ml-auto flex gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={saving}
              onClick={() => setPending(new Map())}
            >
              {m.bulkDiscard()}
            </Button>
            <Button
              type="button"
              disabled={changes.length === 0 || invalid.size > 0 || saving}
              onClick={() => void save()}
            >
              {m.bulkSave({ count: changes.length })}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/** The filters' choices: the categories, sizes and colours the store's variants have. */
function optionsOf(rows: readonly BulkVariant[]) {
  const pairs = (pick: (v: BulkVariant) => [string, string]) =>
    [...new Map(rows.map(pick))].sort((a, b) => a[1].localeCompare(b[1]));
  return {
    // A category is one gender's ("Ethnic Wear" for women and for men): named with it.
    categories: pairs((v) => [
      v.categoryId,
      `${localName(v.product.category)} · ${genders().find((g) => g.code === v.product.gender)?.label ?? ''}`,
    ]),
    sizes: pairs((v) => [v.productSizeId, localName(v.size)]),
    colours: pairs((v) => [v.productColorId, localName(v.color)]),
  };
}

interface GridProps {
  rows: BulkVariant[];
  phone: boolean;
  selected: ReadonlySet<string>;
  onSelect(id: string, on: boolean): void;
  valueOf(v: BulkVariant, f: BulkField): number;
  pending: Pending;
  outcome: BulkOutcome | null;
  pricesOf: ReadonlyMap<string, number[]>;
  /** Variants with a saved batch still waiting on this device. */
  queued: ReadonlySet<string>;
  onProblem(cellId: string, wrong: boolean): void;
  onValue(v: BulkVariant, f: BulkField, value: number): void;
}

/** Thousands of variants, only those on screen rendered; arrow keys move between rows' boxes. */
function Grid(props: GridProps) {
  const { rows, phone } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual's documented hook: this component is left unmemoized, as the rule says.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (phone ? 176 : 76),
    overscan: 6,
  });
  const move = (event: KeyboardEvent<HTMLInputElement>, index: number, f: BulkField) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter') return;
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= rows.length) return;
    event.preventDefault();
    virtualizer.scrollToIndex(to);
    requestAnimationFrame(() => document.getElementById(`bulk-${f}-${rows[to]!.id}`)?.focus());
  };
  return (
    <div
      ref={scroller}
      className="max-h-[calc(100dvh-10rem)] overflow-auto rounded-xl bg-surface shadow-sm"
      data-testid="bulk-grid"
      role="list"
      aria-label={m.bulkEdit()}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="listitem"
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full border-b border-line"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <VariantRow {...props} v={rows[item.index]!} index={item.index} onKey={move} />
          </div>
        ))}
      </div>
    </div>
  );
}

function VariantRow({
  v,
  index,
  phone,
  selected,
  onSelect,
  valueOf,
  pending,
  outcome,
  pricesOf,
  queued,
  onProblem,
  onValue,
  onKey,
}: GridProps & {
  v: BulkVariant;
  index: number;
  onKey(event: KeyboardEvent<HTMLInputElement>, index: number, f: BulkField): void;
}) {
  const item = itemOf(v);
  const edits = pending.get(v.id);
  const price = valueOf(v, 'price');
  const outlier =
    edits?.price !== undefined ? priceOutlier(price, pricesOf.get(v.product.id) ?? []) : null;
  const conflict = outcome?.conflicts[v.id];
  const refused = outcome?.refused[v.id];
  return (
    <div
      data-testid="bulk-row"
      className={cn(
        'flex gap-3 p-3',
        phone ? 'flex-col' : 'items-start',
        (edits || conflict) && 'bg-highlight/30',
      )}
    >
      <label className="tap-target flex min-w-0 flex-1 items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={selected.has(v.id)}
          onChange={(e) => onSelect(v.id, e.target.checked)}
          aria-label={m.bulkSelectRow({ item })}
        />
        <span className="min-w-0">
          <span className="block font-medium break-words">{v.product.name}</span>
          <span className="block text-sm text-soft">
            {localName(v.color)} · {localName(v.size)}
            {v.sku ? ` · ${v.sku}` : ''}
          </span>
          {queued.has(v.id) && (
            <span className="block text-xs font-medium text-on-highlight">{m.bulkWaiting()}</span>
          )}
        </span>
      </label>
      <div className="flex gap-3">
        <CellInput
          id={`bulk-price-${v.id}`}
          label={m.bulkCellLabel({ field: m.price(), item })}
          shortLabel={m.price()}
          value={price}
          edited={edits?.price !== undefined}
          onValue={(value) => onValue(v, 'price', value)}
          onProblem={(wrong) => onProblem(`price-${v.id}`, wrong)}
          onKeyDown={(e) => onKey(e, index, 'price')}
          field="price"
        />
        <CellInput
          id={`bulk-stock-${v.id}`}
          label={m.bulkCellLabel({ field: m.stock(), item })}
          shortLabel={m.stock()}
          value={valueOf(v, 'stock')}
          edited={edits?.quantity !== undefined}
          onValue={(value) => onValue(v, 'stock', value)}
          onProblem={(wrong) => onProblem(`stock-${v.id}`, wrong)}
          onKeyDown={(e) => onKey(e, index, 'stock')}
          field="stock"
        />
      </div>
      {(outlier || conflict || refused) && (
        <div className="text-sm sm:basis-full" role="status">
          {outlier && (
            <span className="block text-on-highlight">
              {m.bulkOutlier({ low: formatRupees(outlier.low), high: formatRupees(outlier.high) })}
            </span>
          )}
          {conflict && (
            <span className="block text-danger">
              {m.bulkConflict({ price: formatRupees(conflict.price), stock: conflict.totalStock })}
            </span>
          )}
          {refused && <span className="block text-danger">{refused}</span>}
        </div>
      )}
    </div>
  );
}

/** A cell's text as its value: "1,299" and "₹1,299.50" read as sellers mean them. */
function cellValue(
  field: BulkField,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const value = field === 'price' ? moneyCell(text) : wholeCell(text);
  if (typeof value !== 'number') return { ok: false, message: m.notANumber() };
  const parsed = v.safeParse(field === 'price' ? priceSchema : quantitySchema, value);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, message: parsed.issues[0].message };
}

/** One editable cell: the typed text is kept until it reads as a valid value; Escape puts it back. */
function CellInput({
  id,
  label,
  shortLabel,
  value,
  edited,
  field,
  onValue,
  onProblem,
  onKeyDown,
}: {
  id: string;
  label: string;
  shortLabel: string;
  value: number;
  edited: boolean;
  field: BulkField;
  onValue(value: number): void;
  onProblem(wrong: boolean): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const say = (message: string | null) => {
    setProblem(message);
    onProblem(message !== null);
  };
  const commit = () => {
    if (text === null) return;
    const parsed = cellValue(field, text);
    if (!parsed.ok) return say(parsed.message);
    say(null);
    setText(null);
    onValue(parsed.value);
  };
  return (
    <div className="flex w-28 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-soft" aria-hidden="true">
        {shortLabel}
      </label>
      <input
        id={id}
        aria-label={label}
        inputMode={field === 'price' ? 'decimal' : 'numeric'}
        className={cn(
          'h-11 w-full rounded-md border border-line bg-canvas px-2 tabular-nums',
          edited && 'border-2 border-link font-semibold',
          problem && 'border-danger',
        )}
        aria-invalid={problem ? true : undefined}
        value={text ?? String(value)}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setText(null);
            say(null);
            return;
          }
          if (e.key === 'Enter') commit();
          onKeyDown(e);
        }}
      />
      {problem && <span className="text-xs text-danger">{problem}</span>}
    </div>
  );
}

/** The variants a batch still on this device changes. */
function useQueuedEntries(storeId: string): ReadonlySet<string> {
  const ops = useOutbox();
  return useMemo(
    () =>
      new Set(
        ops
          .filter((op) => op.entity === bulkEntity(storeId))
          .flatMap((op) => (op.variables as BulkVars).changes.map((c) => c.entryId)),
      ),
    [ops, storeId],
  );
}
