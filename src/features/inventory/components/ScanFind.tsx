import { StoreVariants } from './StoreVariants.tsx';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { codeIndex, findByCode } from '../../../../domain/scan.ts';
import { Scanner, type ScanVerdict } from '../../../components/scanner/Scanner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { type BulkVariant } from '../api/bulk.ts';
import { localName, localVariantName } from '../../../lib/local-name.ts';

export const variantName = (v: BulkVariant) => localVariantName(v);

/** Scan to find (decision 038): a label's code opens its variant, or says it is not this store's. */
export function ScanFind({ storeId }: { storeId: string }) {
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-soft">{m.scanFindIntro()}</p>
      <StoreVariants storeId={storeId}>{(rows) => <Finder rows={rows} />}</StoreVariants>
    </div>
  );
}

function Finder({ rows }: { rows: BulkVariant[] }) {
  const index = useMemo(() => codeIndex(rows), [rows]);
  const [found, setFound] = useState<BulkVariant | null>(null);
  const onCode = (code: string): ScanVerdict => {
    const variant = findByCode(index, code);
    setFound(variant ?? null);
    return variant
      ? { tone: 'ok', message: m.scanFound({ item: variantName(variant) }) }
      : { tone: 'error', message: m.scanNotInStore({ code }) };
  };
  return (
    <>
      <Card>
        <Scanner onCode={onCode} />
      </Card>
      {found && <VariantCard variant={found} />}
    </>
  );
}

/** The variant a scan opened: what it is, its codes, price and stock, and where to act on it. */
function VariantCard({ variant: v }: { variant: BulkVariant }) {
  const facts: [string, string][] = [
    [m.colour(), localName(v.color)],
    [m.size(), localName(v.size)],
    [m.sku(), v.sku ?? '—'],
    [m.barcode(), v.gtin ?? '—'],
    [m.price(), formatRupees(v.price)],
    [m.stock(), String(v.totalStock)],
    [m.available(), String(v.availableStock)],
  ];
  return (
    <Card aria-labelledby="scanned-variant" className="flex flex-col gap-3">
      <h2 id="scanned-variant" className="text-lg font-semibold text-ink">
        {v.product.name}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/store-owner/inventory/edit-product" search={{ id: v.product.id }}>
            {m.openProduct()}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/store-owner/inventory/labels" search={{ entries: v.id }}>
            {m.printLabels()}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
