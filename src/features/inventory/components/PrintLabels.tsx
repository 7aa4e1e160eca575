import { StoreVariants } from './StoreVariants.tsx';
import { Link } from '@tanstack/react-router';
import { useCallback, useState, type CSSProperties } from 'react';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import {
  LABEL_SHEETS,
  MAX_LABELS,
  SHEET_LAYOUTS,
  labelBarcode,
  layoutLabels,
  perSheet,
  type LabelSheet,
} from '../../../../domain/sku-labels.ts';
import { Barcode } from '../../../components/ui/barcode.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, SelectField } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { type BulkVariant } from '../api/bulk.ts';
import { localName, localVariantName } from '../../../lib/local-name.ts';

export interface LabelChoice {
  /** Variants by id (a scan, the bulk editor's selection). */
  entries?: string[];
  /** Every variant of a product. */
  product?: string;
  /** Copies of each label at first: a received quantity ("print 12"). */
  copies?: number;
}

const SHEET_NAMES: Record<LabelSheet, () => string> = {
  A4_24: m.labelSheetA4x24,
  A4_40: m.labelSheetA4x40,
  THERMAL_50X25: m.labelSheetThermal,
};

/** Printed SKU labels (decision 038): which variants, how many of each, on which label stock. */
export function PrintLabels({ storeId, choice }: { storeId: string; choice: LabelChoice }) {
  return (
    <StoreVariants storeId={storeId}>
      {(rows) => {
        const wanted = new Set(choice.entries ?? []);
        const chosen = rows.filter(
          (v) =>
            wanted.has(v.id) || (choice.product !== undefined && v.product.id === choice.product),
        );
        return chosen.length === 0 ? (
          <FormMessage>{m.labelsNoneChosen()}</FormMessage>
        ) : (
          <LabelForm variants={chosen} copies={choice.copies ?? 1} />
        );
      }}
    </StoreVariants>
  );
}

const wholeCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

function LabelForm({ variants, copies }: { variants: BulkVariant[]; copies: number }) {
  const [sheet, setSheet] = useState<LabelSheet>('A4_24');
  const [skip, setSkip] = useState('0');
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(variants.map((v) => [v.id, String(copies)])),
  );
  const printable = variants.filter((v) => labelBarcode(v));
  const missing = variants.filter((v) => !labelBarcode(v));
  const copiesOf = (v: BulkVariant) => wholeCount(counts[v.id] ?? '');
  const wrong = printable.filter((v) => copiesOf(v) === null);
  const total = printable.reduce((n, v) => n + (copiesOf(v) ?? 0), 0);
  const skipMax = perSheet(sheet) - 1;
  const skipText = sheet === 'THERMAL_50X25' ? '0' : skip;
  const skipped = wholeCount(skipText);
  const skipWrong =
    skipped === null
      ? m.quantityWholeNumber()
      : skipped > skipMax
        ? m.labelSkipHint({ count: skipMax })
        : undefined;
  const noMrp = printable.filter((v) => v.mrp == null);
  const tooMany = total > MAX_LABELS;
  const pages =
    tooMany || wrong.length > 0 || skipWrong
      ? []
      : layoutLabels(
          sheet,
          printable.map((v) => ({ item: v, count: copiesOf(v) ?? 0 })),
          skipped ?? 0,
        );
  const setAll = (value: (v: BulkVariant) => number) =>
    setCounts(Object.fromEntries(variants.map((v) => [v.id, String(value(v))])));

  return (
    <div className="flex flex-col gap-4">
      <Card className="no-print flex flex-col gap-4">
        <SelectField
          label={m.labelSheet()}
          value={sheet}
          onChange={(e) => setSheet(e.target.value as LabelSheet)}
        >
          {LABEL_SHEETS.map((s) => (
            <option key={s} value={s}>
              {SHEET_NAMES[s]()}
            </option>
          ))}
        </SelectField>
        {sheet !== 'THERMAL_50X25' && (
          <Field
            label={m.labelSkip()}
            hint={m.labelSkipHint({ count: skipMax })}
            inputMode="numeric"
            value={skip}
            onChange={(e) => setSkip(e.target.value)}
            error={skipWrong}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAll(() => 1)}>
            {m.labelsOneEach()}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAll((v) => Math.max(0, v.totalStock))}
          >
            {m.labelsOnePerPiece()}
          </Button>
        </div>
        <ul className="flex flex-col divide-y divide-line" aria-label={m.labelsChosen()}>
          {printable.map((v) => {
            const code = labelBarcode(v)!;
            const name = localVariantName(v);
            return (
              <li key={v.id} className="flex flex-wrap items-end justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{name}</p>
                  <p className="text-sm text-soft">
                    {code.format === 'EAN13'
                      ? m.gtinLine({ gtin: code.value })
                      : m.skuLine({ sku: code.value })}
                  </p>
                </div>
                <Field
                  label={m.labelCopiesOf({ item: name })}
                  className="w-28 [&_label]:sr-only"
                  inputMode="numeric"
                  value={counts[v.id] ?? ''}
                  onChange={(e) => setCounts({ ...counts, [v.id]: e.target.value })}
                  error={copiesOf(v) === null ? m.quantityWholeNumber() : undefined}
                />
              </li>
            );
          })}
        </ul>
        {missing.length > 0 && (
          <div className="flex flex-col gap-1 text-sm">
            <p className="text-danger">{m.labelsMissingCode({ count: missing.length })}</p>
            <ul className="list-inside list-disc text-soft">
              {missing.map((v) => (
                <li key={v.id}>
                  <Link
                    to="/store-owner/inventory/edit-product"
                    search={{ id: v.product.id }}
                    className="tap-target text-link underline"
                  >
                    {localVariantName(v)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {noMrp.length > 0 && (
          <p className="text-sm text-soft">{m.labelsMissingMrp({ count: noMrp.length })}</p>
        )}
        {tooMany && <FormMessage>{m.labelsTooMany({ max: MAX_LABELS })}</FormMessage>}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={pages.length === 0}
            onClick={() => window.print()}
            data-testid="print-labels"
          >
            {m.print()}
          </Button>
          <p className="text-sm text-soft" role="status">
            {m.labelsSummary({ count: total, pages: pages.length })}
          </p>
        </div>
      </Card>
      <LabelPages sheet={sheet} pages={pages} />
    </div>
  );
}

/**
 * The sheets at their printed size, labels placed in millimetres; on screen scaled to the width
 * (the print stylesheet prints them alone, each sheet its own page).
 */
function LabelPages({
  sheet,
  pages,
}: {
  sheet: LabelSheet;
  pages: ReturnType<typeof layoutLabels<BulkVariant>>;
}) {
  const layout = SHEET_LAYOUTS[sheet];
  const thermal = sheet === 'THERMAL_50X25';
  const [width, setWidth] = useState(0);
  const measure = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const seen = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  // On screen a sheet fits the width (its millimetres at 96 px to the inch); on paper, its size.
  const zoom = width > 0 ? Math.min(1, width / ((layout.page.width * 96) / 25.4)) : 1;
  return (
    <div ref={measure} className="w-full">
      <div
        className="label-docs sku-labels flex flex-col items-start gap-4 print:block"
        style={{ zoom }}
        aria-label={m.labelsPreview()}
      >
        {pages.map((page, i) => (
          <div
            key={i}
            data-testid="label-page"
            className={cn(
              'sku-page relative shrink-0 bg-white text-black shadow-sm',
              thermal ? 'sku-page-thermal' : 'sku-page-a4',
            )}
            style={{ width: `${layout.page.width}mm`, height: `${layout.page.height}mm` }}
          >
            {page.map(({ item, x, y }, j) => (
              <SkuLabel
                key={j}
                variant={item}
                style={{
                  left: `${x}mm`,
                  top: `${y}mm`,
                  width: `${layout.label.width}mm`,
                  height: `${layout.label.height}mm`,
                }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function SkuLabel({ variant: v, style }: { variant: BulkVariant; style: CSSProperties }) {
  const code = labelBarcode(v)!;
  return (
    <div
      data-testid="sku-label"
      data-code={code.value}
      className="absolute flex flex-col justify-between overflow-hidden px-[2mm] py-[1.5mm] text-[7pt] leading-tight"
      style={style}
    >
      <p className="truncate font-semibold">{v.product.name}</p>
      <p className="truncate">
        {localName(v.color)} · {localName(v.size)}
      </p>
      {/* MRP only where the seller set one: a label never claims the price as the MRP. Worded as
          the Legal Metrology (Packaged Commodities) Rules, 2011 ask: inclusive of all taxes. */}
      {v.mrp != null && <p className="truncate">{m.labelMrpLine({ mrp: formatRupees(v.mrp) })}</p>}
      {/* A barcode's label keeps the seller's SKU in words too. */}
      {code.format === 'EAN13' && v.sku?.trim() && (
        <p className="truncate">{m.skuLine({ sku: v.sku.trim() })}</p>
      )}
      <div className="mt-[0.5mm] min-h-0 flex-1">
        <Barcode
          value={code.value}
          format={code.format}
          label={code.format === 'EAN13' ? m.barcode() : m.sku()}
          fontSize={16}
          margin={10}
          className="block size-full"
        />
      </div>
    </div>
  );
}
