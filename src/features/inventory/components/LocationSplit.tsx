import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, FormDialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { everyLocation, locationName, storeLocationsQueryOptions } from '../../../lib/locations.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import type { InventoryRow, ProductDetails } from '../api/queries.ts';
import { saveInventory } from '../api/update-inventory.ts';
import { discard } from '../../../offline/actions.ts';
import { announce, checkEntryField, entryVars } from './entry-writes.ts';

/**
 * A variant's pieces per location (issue 51), one tap from its total: each location's stock,
 * held and free, and for those who edit the catalogue a box per location, each change one queued
 * write naming its location (offline too). The variant names the locations holding its pieces;
 * the store's others, at none, come from its list of locations, read when the split is opened
 * (saved on the device by the shift's refresh).
 */
export function LocationSplit({
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
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const places = useQuery({ ...storeLocationsQueryOptions(product.storeId), enabled: open });
  const rows = everyLocation(entry.locations, places.data);
  const show = (next: boolean) => {
    if (next) {
      // A box left alone shows its location's figure (drafts hold what was typed).
      setDrafts({});
      setErrors({});
    }
    setOpen(next);
  };
  // The total as typed so far: each box's figure, or the location's own where a box is not a number.
  const typedTotal = rows.reduce((sum, l) => {
    const typed = numberFrom(drafts[l.locationId] ?? '');
    return sum + (Number.isInteger(typed) && typed >= 0 ? typed : l.totalStock);
  }, 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changes: { location: string; quantity: number }[] = [];
    for (const l of rows) {
      const text = drafts[l.locationId] ?? String(l.totalStock);
      if (numberFrom(text) === l.totalStock) continue;
      const parsed = checkEntryField('quantity', text, entry);
      if (!parsed.ok) found[l.locationId] = parsed.message;
      else changes.push({ location: l.locationId, quantity: parsed.value });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      for (const change of changes) {
        const outcome = await saveInventory(
          { ...entryVars(product, entry), ...change },
          product.storeId,
        );
        if (typeof outcome === 'object') {
          // Refused (under what orders hold there): said at its box, and dropped from the
          // device's queue, so that the corrected figure goes at once rather than wait behind it.
          void discard(outcome).then((d) => d.forget());
          setErrors({
            [change.location]:
              outcome.fields?.quantity ?? outcome.error ?? m.inventoryUpdateFailed(),
          });
          return;
        }
        announce(outcome);
      }
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  // The locations that hold its pieces, not every location the store has.
  const holding = entry.locations.filter((l) => l.totalStock > 0).length;
  return (
    <>
      <Button ref={trigger} type="button" variant="secondary" size="sm" onClick={() => show(true)}>
        {holding > 0 ? m.stockByLocation({ count: holding }) : m.stockByLocationNone()}
        <span className="sr-only"> {m.stockByLocationOf({ variant: label })}</span>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={show}
        title={m.stockByLocationOf({ variant: label })}
        returnFocus={trigger}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {rows.map((l) => {
              const name = locationName(l);
              const free = l.totalStock - l.reservedStock;
              const figures = m.stockHeldFree({ held: l.reservedStock, free });
              return (
                <li key={l.locationId}>
                  {mayEdit ? (
                    <Field
                      label={name}
                      aria-label={m.stockAtLocationOf({ variant: label, location: name })}
                      inputMode="numeric"
                      value={drafts[l.locationId] ?? String(l.totalStock)}
                      onChange={(e) => {
                        setDrafts((now) => ({ ...now, [l.locationId]: e.target.value }));
                        // A box's refusal was of what it held: a new figure is checked anew.
                        setErrors((now) => {
                          const rest = { ...now };
                          delete rest[l.locationId];
                          return rest;
                        });
                      }}
                      error={errors[l.locationId]}
                      hint={figures}
                    />
                  ) : (
                    <p>
                      <span className="font-medium">{name}</span>: {l.totalStock}
                      <span className="block text-sm text-soft">{figures}</span>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-soft" aria-live="polite">
            {m.stockTotalAll({ total: typedTotal })}
          </p>
          {mayEdit ? (
            <DialogActions busy={busy} confirm={m.saveChanges()} />
          ) : (
            <div>
              <Button type="button" variant="secondary" onClick={() => show(false)}>
                {m.dismiss()}
              </Button>
            </div>
          )}
        </form>
      </FormDialog>
    </>
  );
}
