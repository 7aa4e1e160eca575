import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { gtinSchema } from '../../../../domain/gtin.ts';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { mrpValueSchema } from '../../../../domain/product.ts';
import { priceAboveMrp, skuSchema } from '../../../../domain/variant.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, FormDialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { parseNumberField } from '../../../lib/number-field.ts';
import type { InventoryRow, ProductDetails } from '../api/queries.ts';
import { saveInventory, type InventoryVars } from '../api/update-inventory.ts';
import { announce, entryVars } from './entry-writes.ts';

type Errors = Partial<Record<'sku' | 'mrp' | 'gtin', string>>;

/**
 * The variant's own identity (decision 035): its SKU, MRP and barcode, checked by the server's
 * rules and saved as one queued write (offline too), naming only what changed.
 */
export function VariantDetails({
  product,
  entry,
  label,
}: {
  product: ProductDetails;
  entry: InventoryRow;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const [sku, setSku] = useState('');
  const [mrp, setMrp] = useState('');
  const [gtin, setGtin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const show = (next: boolean) => {
    if (next) {
      setSku(entry.sku ?? '');
      setMrp(entry.mrp == null ? '' : String(entry.mrp));
      setGtin(entry.gtin ?? '');
      setErrors({});
    }
    setOpen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const skuValue = v.safeParse(skuSchema, sku);
    if (!skuValue.success) found.sku = skuValue.issues[0].message;
    const gtinValue = v.safeParse(gtinSchema, gtin);
    if (!gtinValue.success) found.gtin = gtinValue.issues[0].message;
    const mrpValue = mrp.trim() === '' ? null : parseNumberField(mrpValueSchema, mrp);
    if (mrpValue && !mrpValue.ok) found.mrp = mrpValue.message;
    const mrpRupees = mrpValue?.ok ? mrpValue.value : null;
    if (!found.mrp) {
      const above = priceAboveMrp(entry.price, mrpRupees);
      if (above) found.mrp = above;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !skuValue.success || !gtinValue.success) return;
    const vars: InventoryVars = { ...entryVars(product, entry) };
    if ((skuValue.output ?? null) !== entry.sku) vars.sku = skuValue.output ?? null;
    if (mrpRupees !== entry.mrp) vars.mrp = mrpRupees;
    if ((gtinValue.output ?? null) !== entry.gtin) vars.gtin = gtinValue.output ?? null;
    setOpen(false);
    if (vars.sku === undefined && vars.mrp === undefined && vars.gtin === undefined) return;
    announce(await saveInventory(vars, product.storeId), { inline: true });
  };
  return (
    <>
      {(entry.sku || entry.mrp != null) && (
        <p className="text-xs break-all text-muted" data-testid="variant-identity">
          {entry.sku && <span className="block">{m.skuLine({ sku: entry.sku })}</span>}
          {entry.mrp != null && (
            <span className="block">
              {m.mrpYouPay({ mrp: formatRupees(entry.mrp), price: formatRupees(entry.price) })}
            </span>
          )}
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={m.detailsOf({ variant: label })}
        onClick={() => show(true)}
      >
        {m.variantDetails()}
      </Button>
      <FormDialog open={open} onOpenChange={show} title={m.detailsOf({ variant: label })}>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <Field
            label={m.sku()}
            value={sku}
            onChange={(e) => setSku(e.target.value)}
            autoCapitalize="characters"
            error={errors.sku}
          />
          <Field
            label={m.mrpInclGst()}
            inputMode="decimal"
            value={mrp}
            onChange={(e) => setMrp(e.target.value)}
            error={errors.mrp}
          />
          <Field
            label={m.barcode()}
            inputMode="numeric"
            value={gtin}
            onChange={(e) => setGtin(e.target.value)}
            error={errors.gtin}
          />
          <DialogActions busy={false} confirm={m.saveChanges()} />
        </form>
      </FormDialog>
    </>
  );
}
