import { sendForReview } from './listings.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.ts';
import { gtinSchema } from '../../domain/gtin.ts';
import { mrpSchema, priceSchema, quantitySchema } from '../../domain/product.ts';
import { priceAboveMrp, skuSchema } from '../../domain/variant.ts';
import { messageRef } from '../../domain/messages.ts';
import { inventoryEntries, type StockMovementReason, type UserRow } from '../db/schema.ts';
import { AppError, badInput, isUniqueViolation, notFound, parseField } from '../errors.ts';
import type { InventoryConflict } from '../../domain/conflicts.ts';
import type { OwnedProduct } from './ownership.ts';
import { applyPlan, openLocationOf, planStock, recordMovement } from './stock.ts';

export interface InventoryUpdate {
  size: string;
  color: string;
  quantity?: number | null;
  price?: number | null;
  expectedVersion?: number | null;
  /** Omitted (undefined) keeps each; null (or blank) clears it. */
  sku?: string | null;
  mrp?: number | null;
  gtin?: string | null;
  /** Where `quantity` is counted: that location's pieces; omitted, the variant's total. */
  location?: string | null;
}

/** The identity fields the update names: undefined where it keeps the entry's (decision 035). */
function identityOf(input: InventoryUpdate) {
  return {
    sku: input.sku === undefined ? undefined : parseField('sku', skuSchema, input.sku),
    mrp: input.mrp === undefined ? undefined : parseField('mrp', mrpSchema, input.mrp),
    gtin: input.gtin === undefined ? undefined : parseField('gtin', gtinSchema, input.gtin),
  };
}

/**
 * Sets the price and/or stock of one colour × size. The write is one conditional UPDATE, so a
 * sale between the seller's read and this write is either seen (CONFLICT, with expectedVersion)
 * or kept (stock never drops under what orders hold).
 */
export async function updateInventory(
  app: App,
  actor: UserRow,
  { product }: OwnedProduct,
  input: InventoryUpdate,
) {
  const quantity =
    input.quantity == null ? null : parseField('quantity', quantitySchema, input.quantity);
  const price = input.price == null ? null : parseField('price', priceSchema, input.price);
  const identity = identityOf(input);
  const namesIdentity = Object.values(identity).some((value) => value !== undefined);
  if (quantity === null && price === null && !namesIdentity)
    throw badInput({ quantity: messageRef('nothingToUpdate') });
  const reason: StockMovementReason =
    quantity === null ? 'PRICE_UPDATE' : quantity === 0 ? 'OUT_OF_STOCK' : 'QUANTITY_UPDATE';
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(inventoryEntries)
      .where(
        and(
          eq(inventoryEntries.productId, product.id),
          eq(inventoryEntries.colorId, input.color),
          eq(inventoryEntries.sizeId, input.size),
        ),
      )
      .for('update');
    if (!before) throw notFound();
    if (input.expectedVersion != null && before.version !== input.expectedVersion) {
      const current: InventoryConflict = {
        price: paiseToRupees(before.pricePaise),
        pricePaise: before.pricePaise,
        totalStock: before.totalStock,
        reservedStock: before.reservedStock,
        version: before.version,
        sku: before.sku,
        mrp: before.mrpPaise === null ? null : paiseToRupees(before.mrpPaise),
        mrpPaise: before.mrpPaise,
        gtin: before.gtin,
      };
      throw new AppError('CONFLICT', messageRef('changedElsewhere'), { current });
    }
    if (input.location) await openLocationOf(tx, product.storeId, input.location);
    const plan =
      quantity === null ? null : await planStock(tx, before, quantity, input.location ?? null);
    if (plan && 'problem' in plan) throw badInput({ quantity: plan.problem });
    // The price and MRP the entry will have, checked together.
    const stored = before.mrpPaise === null ? null : paiseToRupees(before.mrpPaise);
    const mrp = identity.mrp === undefined ? stored : identity.mrp;
    const above = priceAboveMrp(price ?? paiseToRupees(before.pricePaise), mrp);
    if (above) throw badInput({ [price === null ? 'mrp' : 'price']: above });
    const after = await tx
      .update(inventoryEntries)
      .set({
        ...(plan === null ? {} : { totalStock: before.totalStock + plan.delta }),
        ...(price === null ? {} : { pricePaise: rupeesToPaise(price) }),
        ...(identity.mrp === undefined
          ? {}
          : { mrpPaise: mrp === null ? null : rupeesToPaise(mrp) }),
        ...(identity.sku === undefined ? {} : { sku: identity.sku }),
        ...(identity.gtin === undefined ? {} : { gtin: identity.gtin }),
        version: sql`${inventoryEntries.version} + 1`,
        updatedAt: now,
      })
      .where(eq(inventoryEntries.id, before.id))
      .returning()
      .then(([row]) => row!)
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'inventory_store_sku_key'))
          throw badInput({ sku: messageRef('skuTaken') });
        if (isUniqueViolation(error, 'inventory_gtin_key'))
          throw badInput({ gtin: messageRef('gtinTaken') });
        throw error;
      });
    // A stock movement records price and stock; the SKU, MRP and barcode are the entry's own.
    if (plan) await applyPlan(tx, before, plan);
    if (quantity !== null || price !== null)
      await recordMovement(tx, before, after, actor.id, reason, now, plan?.locationId ?? null);
    // An MRP is what buyers see: its change is reviewed (issue 50); price and stock are not.
    if (after.mrpPaise !== before.mrpPaise) await sendForReview(tx, product.id, actor.id, now);
    return after;
  });
}
