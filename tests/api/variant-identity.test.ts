/** Issue 32, part 2: a variant's SKU, MRP and barcode (decision 035), through the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { formatRupees } from '../../domain/money.ts';
import { placeCheckout } from '../../server/services/checkout.ts';
import { setOrderItemStatus } from '../../server/services/item-moves.ts';
import { SHIPMENT } from '../fixtures.ts';
import { approveListing, productInput, sellerWithStore, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { id productColorId productSizeId price mrp sku gtin version } } }`;
const UPDATE = `mutation($productId: ID!, $size: ID!, $color: ID!, $price: Float, $quantity: Int,
  $sku: String, $mrp: Float, $gtin: String, $expectedVersion: Int) {
  updateInventory(productId: $productId, size: $size, color: $color, price: $price, quantity: $quantity,
    sku: $sku, mrp: $mrp, gtin: $gtin, expectedVersion: $expectedVersion) {
    id price mrp sku gtin version totalStock } }`;

interface Entry {
  id: string;
  productColorId: string;
  productSizeId: string;
  price: number;
  mrp: number | null;
  sku: string | null;
  gtin: string | null;
  version: number;
}

describe.each(engines)('variant identity on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let mine: { id: string; entries: Entry[] };
  let theirs: { id: string; entries: Entry[] };

  const create = async (
    owner: typeof seller,
    name: string,
    extra: Record<string, unknown> = {},
  ) => {
    const input = await productInput(api, owner.token, owner.store.id, name);
    return api.gql<{ createProduct: { id: string; entries: Entry[] } }>(
      CREATE,
      { input: { ...input, price: 2899, ...extra } },
      { token: owner.token },
    );
  };
  const update = (
    product: { id: string; entries: Entry[] },
    index: number,
    vars: Record<string, unknown>,
    token = seller.token,
  ) => {
    const entry = product.entries[index]!;
    return api.gql<{ updateInventory: Entry & { totalStock: number } }>(
      UPDATE,
      { productId: product.id, size: entry.productSizeId, color: entry.productColorId, ...vars },
      { token },
    );
  };

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'seller@variants.test', 'Variant Threads');
    other = await sellerWithStore(api, 'other@variants.test', 'Other Variants');
    mine = (await create(seller, 'Chanderi Kurta', { mrp: 3499 })).data!.createProduct;
    theirs = (await create(other, 'Their Kurta')).data!.createProduct;
  });
  afterAll(() => api?.close());

  it('creates every entry with the MRP given, and none when it is omitted', () => {
    expect(mine.entries.every((e) => e.mrp === 3499 && e.sku === null && e.gtin === null)).toBe(
      true,
    );
    expect(theirs.entries.every((e) => e.mrp === null)).toBe(true);
  });

  it('refuses an MRP under the price, at creation and on an entry, under the field changed', async () => {
    const created = await create(seller, 'Over MRP', { mrp: 1999 });
    expect(created.errors?.[0]?.extensions.fields).toEqual({
      price: m.priceAboveMrp({ mrp: formatRupees(1999) }),
    });
    const lowered = await update(mine, 0, { mrp: 2000 });
    expect(lowered.errors?.[0]?.extensions.fields).toEqual({
      mrp: m.priceAboveMrp({ mrp: formatRupees(2000) }),
    });
    const raised = await update(mine, 0, { price: 3500 });
    expect(raised.errors?.[0]?.extensions.fields).toEqual({
      price: m.priceAboveMrp({ mrp: formatRupees(3499) }),
    });
    // Equal to the MRP is allowed.
    const equal = await update(mine, 0, { price: 3499 });
    expect(equal.data?.updateInventory).toMatchObject({ price: 3499, mrp: 3499 });
  });

  it('sets a SKU and a barcode, each kept until cleared, without touching price or stock', async () => {
    const set = await update(mine, 1, { sku: ' KUR-CHN-RED-S ', gtin: '890 1030-865275' });
    expect(set.data?.updateInventory).toMatchObject({
      sku: 'KUR-CHN-RED-S',
      gtin: '8901030865275',
      price: 2899,
      mrp: 3499,
      totalStock: 5,
    });
    const priced = await update(mine, 1, { price: 2799 });
    expect(priced.data?.updateInventory).toMatchObject({ sku: 'KUR-CHN-RED-S', price: 2799 });
    const cleared = await update(mine, 1, { sku: '', gtin: null, mrp: null });
    expect(cleared.data?.updateInventory).toMatchObject({ sku: null, gtin: null, mrp: null });
  });

  it('keeps a SKU unique in its store, and a barcode unique in the platform', async () => {
    await update(mine, 2, { sku: 'KUR-1', gtin: '4006381333931' });
    const sameSku = await update(mine, 3, { sku: 'KUR-1' });
    expect(sameSku.errors?.[0]?.extensions.fields).toEqual({ sku: m.skuTaken() });
    // Whatever its case: kur-1 is the same code.
    const otherCase = await update(mine, 3, { sku: 'kur-1' });
    expect(otherCase.errors?.[0]?.extensions.fields).toEqual({ sku: m.skuTaken() });
    // Another store may use the same SKU of its own, but not the same barcode.
    const theirSku = await update(theirs, 0, { sku: 'KUR-1' }, other.token);
    expect(theirSku.data?.updateInventory.sku).toBe('KUR-1');
    const theirGtin = await update(theirs, 1, { gtin: '4006381333931' }, other.token);
    expect(theirGtin.errors?.[0]?.extensions.fields).toEqual({ gtin: m.gtinTaken() });
  });

  it('refuses a barcode whose check digit is wrong, and a SKU with spaces inside', async () => {
    const gtin = await update(mine, 3, { gtin: '4006381333932' });
    expect(gtin.errors?.[0]?.extensions.fields).toEqual({ gtin: m.gtinInvalid() });
    const sku = await update(mine, 3, { sku: 'KUR 2' });
    expect(sku.errors?.[0]?.extensions.fields).toEqual({ sku: m.skuInvalid() });
  });

  it('sends the identity in a CONFLICT, and never lets another store set it', async () => {
    const stale = await update(mine, 2, { sku: 'KUR-2', expectedVersion: 1 });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.extensions.current).toMatchObject({
      sku: 'KUR-1',
      gtin: '4006381333931',
    });
    const foreign = await update(mine, 2, { sku: 'STOLEN' }, other.token);
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('prints the SKU an item was ordered with on its invoice, however the SKU changes later', async () => {
    const product = (await create(seller, 'Invoice Kurta')).data!.createProduct;
    await approveListing(api, product.id);
    const entry = product.entries[0]!;
    await update(product, 0, { sku: 'INV-KUR-1' });
    const customer = await userWithToken(api, 'buyer@variants.test', 'CUSTOMER');
    const { orders } = await placeCheckout(api.app, customer.user, {
      items: [
        {
          productId: product.id,
          colorId: entry.productColorId,
          sizeId: entry.productSizeId,
          quantity: 1,
        },
      ],
      paymentMethod: 'UPI',
      shipping: { name: 'Ravi', address: 'Pune', stateCode: '27', pinCode: '411001' },
    });
    const placed = orders[0]!;
    const item = placed.items[0]!;
    await setOrderItemStatus(api.app, seller.user, item.id, 'PROCESSING');
    await setOrderItemStatus(api.app, seller.user, item.id, 'SHIPPED', { shipment: SHIPMENT });
    await update(product, 0, { sku: 'INV-KUR-2' });
    const read = await api.gql<{
      orderDetails: { items: { sku: string | null }[] };
      orderInvoice: { lines: { description: string; sku: string | null }[] };
    }>(
      `query($id: ID!) { orderDetails(orderId: $id) { items { sku } }
        orderInvoice(orderId: $id) { lines { description sku } } }`,
      { id: placed.order.id },
      { token: seller.token },
    );
    expect(read.data?.orderDetails.items.map((i) => i.sku)).toEqual(['INV-KUR-1']);
    expect(read.data?.orderInvoice.lines[0]).toEqual({
      description: 'Invoice Kurta',
      sku: 'INV-KUR-1',
    });
  });
});
