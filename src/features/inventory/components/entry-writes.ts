import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { priceSchema, quantitySchema } from '../../../../domain/product.ts';
import { priceAboveMrp } from '../../../../domain/variant.ts';
import { parseNumberField } from '../../../lib/number-field.ts';
import type { WriteOutcome } from '../../../offline/actions.ts';
import type { InventoryVars } from '../api/update-inventory.ts';
import type { InventoryRow } from '../api/queries.ts';

/** The rule of each value a seller edits on an entry. */
export const ENTRY_FIELDS = { price: priceSchema, quantity: quantitySchema };
export type EntryField = keyof typeof ENTRY_FIELDS;

/** A price or stock box's text checked as the server checks it: a price never above the MRP. */
export function checkEntryField(field: EntryField, text: string, entry: Pick<InventoryRow, 'mrp'>) {
  const parsed = parseNumberField(ENTRY_FIELDS[field], text);
  if (!parsed.ok || field !== 'price') return parsed;
  const above = priceAboveMrp(parsed.value, entry.mrp);
  return above ? ({ ok: false, message: above } as const) : parsed;
}

/**
 * Tells the seller what became of a price or stock change (seed section 8's messages). `inline`:
 * the changed box says itself that the change waits on the device (no toast over the screen).
 */
export function announce(outcome: WriteOutcome, { inline = false } = {}) {
  if (outcome === 'applied') toast.success(m.inventoryUpdated());
  else if (outcome === 'queued') {
    if (!inline) toast.info(m.savedOffline());
  } else if (outcome !== 'unchanged') toast.error(m.inventoryUpdateFailed());
}

export function entryVars(product: { id: string }, entry: InventoryRow): InventoryVars {
  return {
    productId: product.id,
    color: entry.productColorId,
    size: entry.productSizeId,
    expectedVersion: entry.version,
  };
}
