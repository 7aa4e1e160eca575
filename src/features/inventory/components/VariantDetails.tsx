import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { gtinSchema } from '../../../../domain/gtin.ts';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { mrpSchema } from '../../../../domain/product.ts';
import { priceAboveMrp, skuSchema } from '../../../../domain/variant.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, FormDialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { optionalNumberFrom } from '../../../lib/number-field.ts';
import { discard, resend } from '../../../offline/actions.ts';
import type { QueuedOperation } from '../../../offline/outbox.ts';
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
  mayEdit,
}: {
  product: ProductDetails;
  entry: InventoryRow;
  label: string;
  /** Whether the member edits the catalogue (read once by the grid, not by each cell). */
  mayEdit: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [sku, setSku] = useState('');
  const [mrp, setMrp] = useState('');
  const [gtin, setGtin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<QueuedOperation | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A role that may not edit the catalogue reads the identity and is offered no dialog.
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
    const mrpValue = v.safeParse(mrpSchema, optionalNumberFrom(mrp));
    if (!mrpValue.success) found.mrp = mrpValue.issues[0].message;
    const mrpRupees = mrpValue.success ? (mrpValue.output ?? null) : null;
    found.mrp ??= priceAboveMrp(entry.price, mrpRupees) ?? undefined;
    setErrors(found);
    if (!skuValue.success || !gtinValue.success || !mrpValue.success || found.mrp) return;
    const vars: InventoryVars = { ...entryVars(product, entry) };
    if ((skuValue.output ?? null) !== entry.sku) vars.sku = skuValue.output ?? null;
    if (mrpRupees !== entry.mrp) vars.mrp = mrpRupees;
    if ((gtinValue.output ?? null) !== entry.gtin) vars.gtin = gtinValue.output ?? null;
    if (vars.sku === undefined && vars.mrp === undefined && vars.gtin === undefined && !refused)
      return setOpen(false);
    setBusy(true);
    const outcome = await (
      refused ? resend(refused, vars) : saveInventory(vars, product.storeId)
    ).finally(() => setBusy(false));
    if (typeof outcome === 'object') {
      // Refused (a SKU or barcode taken): said under its field; correcting it resends this one
      // write, and Cancel drops it, so nothing waits behind it.
      setRefused(outcome);
      const fields = outcome.fields ?? {};
      const under = { sku: fields.sku, mrp: fields.mrp ?? fields.price, gtin: fields.gtin };
      return setErrors(
        Object.values(under).some(Boolean)
          ? under
          : { sku: outcome.error ?? m.inventoryUpdateFailed() },
      );
    }
    setRefused(null);
    setOpen(false);
    announce(outcome, { inline: true });
  };
  // Closed without saving: a refused write is dropped rather than left to wait.
  const cancel = (next: boolean) => {
    if (!next && refused) {
      void discard(refused).then((d) => d.forget());
      setRefused(null);
    }
    show(next);
  };
  return (
    <>
      {(entry.sku || entry.mrp != null || entry.gtin) && (
        <p className="text-xs wrap-break-word text-muted" data-testid="variant-identity">
          {entry.sku && <span className="block">{m.skuLine({ sku: entry.sku })}</span>}
          {entry.mrp != null && (
            <span className="block">
              {m.mrpYouPay({ mrp: formatRupees(entry.mrp), price: formatRupees(entry.price) })}
            </span>
          )}
          {entry.gtin && <span className="block">{m.gtinLine({ gtin: entry.gtin })}</span>}
        </p>
      )}
      {mayEdit && (
        <>
          <Button
            ref={trigger}
            type="button"
            variant="secondary"
            size="sm"
            aria-label={m.detailsOf({ variant: label })}
            onClick={() => show(true)}
          >
            {m.variantDetails()}
          </Button>
          <FormDialog
            open={open}
            onOpenChange={cancel}
            title={m.detailsOf({ variant: label })}
            returnFocus={trigger}
          >
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
              <DialogActions busy={busy} confirm={m.saveChanges()} />
            </form>
          </FormDialog>
        </>
      )}
    </>
  );
}
