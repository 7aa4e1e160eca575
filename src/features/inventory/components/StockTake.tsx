import { StoreVariants } from './StoreVariants.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { MAX_BULK_CHANGES } from '../../../../domain/bulk-edit.ts';
import { GENDER_LABELS, labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { codeIndex, findByCode } from '../../../../domain/scan.ts';
import {
  rebasedCount,
  recordCount,
  reviewCount,
  startCount,
  type CountLine,
  type StockCount,
} from '../../../../domain/stock-take.ts';
import { Scanner, type ScanVerdict } from '../../../components/scanner/Scanner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { Field, FormMessage, SelectField } from '../../../components/ui/field.tsx';
import { SavedAt } from '../../../components/ui/query-state.tsx';
import { drafts } from '../../../lib/drafts.ts';
import { useOnline } from '../../../offline/online.ts';
import { usePendingFor } from '../../../offline/use-outbox.ts';
import { bulkKeys, type BulkVariant } from '../api/bulk.ts';
import { locationStockQueryOptions } from '../api/location-stock.ts';
import {
  countDraft,
  saveStockTake,
  stockTakeEntity,
  stockTakeKeys,
  type StockTakeOutcome,
} from '../api/stock-take.ts';
import { locationName } from '../../../lib/locations.ts';
import { LocationChoice, useRowsAt, useStockPlaces } from './location-rows.tsx';
import { variantName } from './ScanFind.tsx';
import { localName } from '../../../lib/local-name.ts';

/** The variants not scanned listed by name (a whole store's may be thousands); the rest counted. */
const UNSCANNED_SHOWN = 200;

/** What a count covers: only what is scanned (a shelf), the whole store, or one category. */
const SHELF = '';
const WHOLE_STORE = '*';

/**
 * A stock take (decision 038): counted by scan or by typing on the device (a draft that survives a
 * reload and sign-out's absence), reviewed against the system's stock, applied as one queued batch.
 */
export function StockTake({ storeId }: { storeId: string }) {
  return (
    <StoreVariants storeId={storeId}>
      {(rows, savedAt) => <Counter storeId={storeId} rows={rows} savedAt={savedAt} />}
    </StoreVariants>
  );
}

type Phase = 'count' | 'review' | 'applied';
interface Draft {
  count: StockCount;
  phase: Phase;
  /** Variants that moved during the count whose stock the seller chose to keep as it is. */
  dismissed?: string[];
}

function Counter({
  storeId,
  rows,
  savedAt,
}: {
  storeId: string;
  rows: BulkVariant[];
  savedAt: number;
}) {
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void drafts.read<Draft>(countDraft(storeId)).then((d) => live && setDraft(d ?? null));
    return () => {
      live = false;
    };
  }, [storeId]);
  const keep = (next: Draft | null) => {
    setDraft(next);
    void (next ? drafts.write(countDraft(storeId), next) : drafts.remove(countDraft(storeId)));
  };
  // Where the count is made (issue 51): a started count's own, else the one chosen to start.
  const places = useStockPlaces(storeId);
  const [chosen, setChosen] = useState<string | null>();
  const location = draft ? (draft.count.location ?? null) : (chosen ?? places.initial);
  const at = useRowsAt(storeId, location, rows);
  const shown = at.rows;
  const byId = useMemo(() => new Map((shown ?? []).map((v) => [v.id, v])), [shown]);

  if (draft === undefined || !places.ready) return <p className="text-soft">{m.loading()}</p>;
  if (!shown)
    return (
      <p className="text-soft" role="status">
        {at.failed ? m.notSavedOffline() : m.loading()}
      </p>
    );
  if (!draft)
    return (
      <StartCount
        rows={shown}
        savedAt={savedAt}
        places={places.list}
        location={location}
        onLocation={setChosen}
        onStart={(count) => keep({ count, phase: 'count' })}
        storeId={storeId}
      />
    );
  if (draft.phase === 'count')
    return (
      <Counting
        count={draft.count}
        place={places.nameOf(draft.count.location)}
        rows={shown}
        byId={byId}
        onChange={(count) => keep({ count, phase: 'count' })}
        onReview={() => keep({ ...draft, phase: 'review' })}
        onDiscard={() => keep(null)}
      />
    );
  if (draft.phase === 'review')
    return (
      <Review
        count={draft.count}
        place={places.nameOf(draft.count.location)}
        byId={byId}
        storeId={storeId}
        onBack={() => keep({ ...draft, phase: 'count' })}
        onApplied={() => keep({ ...draft, phase: 'applied' })}
      />
    );
  return (
    <Applied
      storeId={storeId}
      count={draft.count}
      byId={byId}
      dismissed={draft.dismissed ?? []}
      onDismiss={(id) => keep({ ...draft, dismissed: [...(draft.dismissed ?? []), id] })}
      onDone={() => keep(null)}
    />
  );
}

function StartCount({
  storeId,
  rows,
  savedAt,
  places,
  location,
  onLocation,
  onStart,
}: {
  storeId: string;
  rows: BulkVariant[];
  savedAt: number;
  places: readonly { id: string; name?: string | null; isPrimary: boolean }[];
  location: string | null;
  onLocation(location: string): void;
  onStart(count: StockCount): void;
}) {
  const online = useOnline();
  const [name, setName] = useState('');
  const [scope, setScope] = useState(SHELF);
  const [error, setError] = useState<string>();
  const categories = useMemo(() => {
    const seen = new Map<string, string>();
    for (const v of rows)
      if (v.product.category)
        seen.set(
          v.product.category.id,
          `${localName(v.product.category)} (${labelOf(GENDER_LABELS, v.product.gender)})`,
        );
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows]);
  // Counted at one of several locations, "the whole store" is everything there (issue 51).
  const place = places.length > 1 ? places.find((l) => l.id === location) : undefined;
  const whole = place
    ? m.stockTakeWholeLocation({ location: locationName(place) })
    : m.stockTakeWholeStore();
  function start(e: FormEvent) {
    e.preventDefault();
    const category = categories.find(([id]) => id === scope);
    const named = name.trim() || category?.[1] || (scope === WHOLE_STORE ? whole : '');
    if (!named) return setError(m.stockTakeNameRequired());
    const inScope =
      scope === SHELF
        ? []
        : rows.filter((v) => scope === WHOLE_STORE || v.product.category?.id === scope);
    onStart(
      startCount({
        id: crypto.randomUUID(),
        storeId,
        name: named,
        categoryId: scope === SHELF || scope === WHOLE_STORE ? null : scope,
        location,
        now: Date.now(),
        scope: inScope,
      }),
    );
  }
  return (
    <Card className="flex max-w-xl flex-col gap-4">
      <p className="text-soft">{m.stockTakeIntro()}</p>
      {!online && <SavedAt at={savedAt} />}
      <form onSubmit={start} className="flex flex-col gap-4" noValidate>
        <LocationChoice
          places={places}
          label={m.stockTakeLocation()}
          hint={m.stockTakeLocationHint()}
          value={location}
          onChange={onLocation}
        />
        <SelectField
          label={m.stockTakeScope()}
          value={scope}
          onChange={(e) => setScope(e.target.value)}
        >
          <option value={SHELF}>{m.stockTakeShelf()}</option>
          <option value={WHOLE_STORE}>{whole}</option>
          {categories.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.stockTakeName()}
          hint={m.stockTakeNameHint()}
          value={name}
          maxLength={80}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" className="self-start">
          {m.stockTakeStart()}
        </Button>
      </form>
    </Card>
  );
}

/** Where a count is made, under its name (issue 51). */
function CountPlace({ place }: { place: string | null }) {
  return place ? <p className="text-sm text-soft">{m.stockTakeAt({ location: place })}</p> : null;
}

function Counting({
  count,
  place,
  rows,
  byId,
  onChange,
  onReview,
  onDiscard,
}: {
  count: StockCount;
  place: string | null;
  rows: BulkVariant[];
  byId: ReadonlyMap<string, BulkVariant>;
  onChange(count: StockCount): void;
  onReview(): void;
  onDiscard(): void;
}) {
  const index = useMemo(() => codeIndex(rows), [rows]);
  const pieces = Object.values(count.counts).reduce((n, c) => n + c, 0);
  const onCode = (code: string): ScanVerdict => {
    const variant = findByCode(index, code);
    if (!variant) return { tone: 'error', message: m.scanNotInStore({ code }) };
    // A category's count takes only its variants: another shelf's piece is not adjusted.
    if (count.categoryId && !(variant.id in count.expected))
      return {
        tone: 'error',
        message: m.stockTakeOutOfScope({ item: variantName(variant), name: count.name }),
      };
    const next = recordCount(count, variant, 1, 'add');
    onChange(next);
    return {
      tone: 'ok',
      message: m.stockTakeCounted({ item: variantName(variant), count: next.counts[variant.id]! }),
    };
  };
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">{count.name}</h2>
        <CountPlace place={place} />
      </div>
      <Card>
        <Scanner onCode={onCode} />
      </Card>
      <Card className="flex flex-col gap-3">
        <p className="text-soft" role="status">
          {m.stockTakeProgress({ count: pieces, variants: Object.keys(count.counts).length })}
        </p>
        {count.recent.length === 0 ? (
          <p className="text-soft">{m.stockTakeNothingYet()}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label={m.stockTakeCountedList()}>
            {count.recent.map((id) => {
              const v = byId.get(id);
              return v ? (
                <CountRow
                  key={id}
                  variant={v}
                  counted={count.counts[id] ?? 0}
                  onSet={(n) => onChange(recordCount(count, v, n, 'set'))}
                />
              ) : null;
            })}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={onReview}
            disabled={count.recent.length === 0 && Object.keys(count.expected).length === 0}
          >
            {m.stockTakeReview()}
          </Button>
          <Confirm
            trigger={<Button variant="secondary">{m.stockTakeDiscard()}</Button>}
            title={m.stockTakeDiscardTitle()}
            description={m.stockTakeDiscardBody()}
            confirmLabel={m.stockTakeDiscard()}
            onConfirm={onDiscard}
          />
        </div>
      </Card>
    </div>
  );
}

/** A counted variant: its count typed, or one more or less. */
function CountRow({
  variant,
  counted,
  onSet,
}: {
  variant: BulkVariant;
  counted: number;
  onSet(n: number): void;
}) {
  const name = variantName(variant);
  const [text, setText] = useState(String(counted));
  const [shown, setShown] = useState(counted);
  if (shown !== counted) {
    setShown(counted);
    setText(String(counted));
  }
  const valid = /^\d+$/.test(text.trim());
  return (
    <li className="flex flex-col gap-2 py-2" data-testid="counted-row">
      <p className="font-medium text-ink">
        {name}
        {variant.sku && (
          <span className="block text-sm font-normal text-soft">
            {m.skuLine({ sku: variant.sku })}
          </span>
        )}
      </p>
      <div className="flex items-end gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={m.stockTakeOneLess({ item: name })}
          onClick={() => onSet(Math.max(0, counted - 1))}
        >
          <Minus aria-hidden className="size-5" />
        </Button>
        <Field
          label={m.stockTakeCountOf({ item: name })}
          className="w-24 [&_label]:sr-only"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (/^\d+$/.test(e.target.value.trim())) onSet(Number(e.target.value));
          }}
          error={valid ? undefined : m.quantityWholeNumber()}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={m.stockTakeOneMore({ item: name })}
          onClick={() => onSet(counted + 1)}
        >
          <Plus aria-hidden className="size-5" />
        </Button>
      </div>
    </li>
  );
}

/** A variant by name, as the store's saved variants have it. */
function nameIn(byId: ReadonlyMap<string, BulkVariant>, id: string) {
  const v = byId.get(id);
  return v ? variantName(v) : m.anInventoryItem();
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Review({
  count,
  place,
  byId,
  storeId,
  onBack,
  onApplied,
}: {
  count: StockCount;
  place: string | null;
  byId: ReadonlyMap<string, BulkVariant>;
  storeId: string;
  onBack(): void;
  onApplied(): void;
}) {
  const queryClient = useQueryClient();
  // The stock now, where there is a connection: a variant sold during the count says so.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: bulkKeys.variants(storeId) });
    if (count.location)
      void queryClient.invalidateQueries({
        queryKey: locationStockQueryOptions(storeId, count.location).queryKey,
      });
  }, [queryClient, storeId, count.location]);
  const [zero, setZero] = useState(false);
  const [busy, setBusy] = useState(false);
  const review = reviewCount(count, zero);
  async function apply() {
    setBusy(true);
    try {
      const lines = review.changes.map(({ entryId, counted, expected, version }) => ({
        entryId,
        counted,
        expected,
        version,
      }));
      // A batch takes at most MAX_BULK_CHANGES: a whole store's count goes as several, in order.
      for (let at = 0; at < lines.length; at += MAX_BULK_CHANGES)
        await saveStockTake({
          storeId: count.storeId,
          countId: count.id,
          name: count.name,
          location: count.location ?? null,
          lines: lines.slice(at, at + MAX_BULK_CHANGES),
        });
      onApplied();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">
          {m.stockTakeReviewTitle({ name: count.name })}
        </h2>
        <CountPlace place={place} />
      </div>
      <Card className="flex flex-col gap-3">
        <p className="text-soft" role="status">
          {m.stockTakeDifferences({ count: review.changes.length })}
        </p>
        <ul className="flex flex-col gap-2" aria-label={m.stockTakeReviewList()}>
          {review.lines.map((l) => (
            <ReviewRow
              key={l.entryId}
              line={l}
              name={nameIn(byId, l.entryId)}
              now={byId.get(l.entryId)?.totalStock}
            />
          ))}
        </ul>
      </Card>
      {review.unscanned.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">
            {m.stockTakeUnscanned({ count: review.unscanned.length })}
          </h3>
          <ul className="flex flex-col gap-1 text-sm" aria-label={m.stockTakeUnscannedList()}>
            {review.unscanned.slice(0, UNSCANNED_SHOWN).map((id) => (
              <li key={id} className="flex justify-between gap-2">
                <span className="text-ink">{nameIn(byId, id)}</span>
                <span className="shrink-0 text-soft">
                  {m.stockTakeExpected({ count: count.expected[id]?.total ?? 0 })}
                </span>
              </li>
            ))}
          </ul>
          {review.unscanned.length > UNSCANNED_SHOWN && (
            <p className="text-sm text-soft">
              {m.stockTakeMoreUnscanned({ count: review.unscanned.length - UNSCANNED_SHOWN })}
            </p>
          )}
          <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5"
              checked={zero}
              onChange={(e) => setZero(e.target.checked)}
            />
            {m.stockTakeZeroUnscanned()}
          </label>
        </Card>
      )}
      <div className="flex flex-wrap gap-2">
        {zero && review.unscanned.length > 0 ? (
          // Setting what was not found to 0 takes them off sale: asked first, as discarding is.
          <Confirm
            trigger={
              <Button disabled={busy || review.changes.length === 0}>
                {m.stockTakeApply({ count: review.changes.length })}
              </Button>
            }
            title={m.stockTakeZeroTitle({ count: review.unscanned.length })}
            description={m.stockTakeZeroBody()}
            confirmLabel={m.stockTakeApply({ count: review.changes.length })}
            onConfirm={() => void apply()}
          />
        ) : (
          <Button onClick={() => void apply()} disabled={busy || review.changes.length === 0}>
            {m.stockTakeApply({ count: review.changes.length })}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {m.stockTakeBack()}
        </Button>
      </div>
    </div>
  );
}

function ReviewRow({ line, name, now }: { line: CountLine; name: string; now?: number }) {
  return (
    <li
      data-testid="review-row"
      className="flex flex-col gap-1 rounded-lg border border-edge p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-ink">{name}</p>
      <dl className="grid grid-cols-3 gap-3 text-sm sm:w-72">
        <div>
          <dt className="text-soft">{m.stockTakeCountedHeader()}</dt>
          <dd className="text-ink">{line.counted}</dd>
        </div>
        <div>
          <dt className="text-soft">{m.stockTakeExpectedHeader()}</dt>
          <dd className="text-ink">{line.expected}</dd>
        </div>
        <div>
          <dt className="text-soft">{m.stockTakeDifferenceHeader()}</dt>
          <dd className={line.difference === 0 ? 'text-ink' : 'font-semibold text-danger'}>
            {signed(line.difference)}
          </dd>
        </div>
      </dl>
      {now !== undefined && now !== line.expected && (
        <p className="text-sm text-soft sm:basis-full">{m.stockTakeChangedSince({ now })}</p>
      )}
    </li>
  );
}

/** After applying: waiting to sync, then saved, with each variant that moved meanwhile to settle. */
function Applied({
  storeId,
  count,
  byId,
  dismissed,
  onDismiss,
  onDone,
}: {
  storeId: string;
  count: StockCount;
  byId: ReadonlyMap<string, BulkVariant>;
  dismissed: readonly string[];
  onDismiss(entryId: string): void;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const waiting = usePendingFor(stockTakeEntity(storeId));
  const answer = useQuery({
    queryKey: stockTakeKeys.outcome(storeId),
    queryFn: () =>
      queryClient.getQueryData<StockTakeOutcome | null>(stockTakeKeys.outcome(storeId)) ?? null,
    enabled: false,
  }).data;
  const outcome = answer?.countId === count.id ? answer : null;
  // Sent on top of the sale: hidden until its answer settles it (or comes back a conflict again).
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [adopted, setAdopted] = useState(outcome);
  if (outcome !== adopted) {
    setAdopted(outcome);
    setSent(new Set());
  }
  const open =
    outcome?.conflicts.filter((c) => !dismissed.includes(c.entryId) && !sent.has(c.entryId)) ?? [];

  async function applyDifference(c: StockTakeOutcome['conflicts'][number]) {
    const expected = count.expected[c.entryId]?.total ?? c.current.totalStock;
    setSent(new Set([...sent, c.entryId]));
    await saveStockTake({
      storeId,
      countId: count.id,
      name: count.name,
      location: count.location ?? null,
      lines: [
        {
          entryId: c.entryId,
          counted: rebasedCount({ counted: c.counted, expected }, c.current),
          expected: c.current.totalStock,
          version: c.current.version,
        },
      ],
    });
  }

  return (
    <Card className="flex max-w-2xl flex-col gap-4">
      <h2 className="text-lg font-semibold text-ink">{count.name}</h2>
      {waiting ? (
        <p role="status" className="text-soft">
          {m.stockTakeWaiting()}
        </p>
      ) : outcome ? (
        <p role="status" className="text-ink">
          {m.stockTakeSaved({ count: outcome.saved })}
          {open.length > 0 && ` ${m.stockTakeNeedsDecision({ count: open.length })}`}
        </p>
      ) : (
        <p role="status" className="text-soft">
          {m.stockTakeSent()}
        </p>
      )}
      {open.length > 0 && (
        <section className="flex flex-col gap-2" aria-label={m.stockTakeConflicts()}>
          <h3 className="font-semibold text-danger">{m.stockTakeConflicts()}</h3>
          {open.map((c) => {
            const expected = count.expected[c.entryId]?.total ?? c.current.totalStock;
            const next = rebasedCount({ counted: c.counted, expected }, c.current);
            const name = nameIn(byId, c.entryId);
            const apply = m.stockTakeApplyDifference({
              difference: signed(c.counted - expected),
              stock: next,
            });
            return (
              <div
                key={c.entryId}
                data-testid="stock-take-conflict"
                className="flex flex-col gap-2 rounded-lg border border-edge p-3"
              >
                <p className="font-medium text-ink">{name}</p>
                <p className="text-sm text-soft">
                  {m.stockTakeMoved({ counted: c.counted, expected, now: c.current.totalStock })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-label={`${name}: ${apply}`}
                    onClick={() => void applyDifference(c)}
                  >
                    {apply}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${name}: ${m.stockTakeKeepNow()}`}
                    onClick={() => onDismiss(c.entryId)}
                  >
                    {m.stockTakeKeepNow()}
                  </Button>
                </div>
              </div>
            );
          })}
        </section>
      )}
      {outcome && outcome.refused.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {outcome.refused.map((r) => (
            <li key={r.entryId}>
              <FormMessage>{`${nameIn(byId, r.entryId)}: ${r.message}`}</FormMessage>
            </li>
          ))}
        </ul>
      )}
      <Button
        className="self-start"
        variant={open.length > 0 ? 'secondary' : 'primary'}
        onClick={onDone}
      >
        {m.stockTakeNew()}
      </Button>
    </Card>
  );
}
