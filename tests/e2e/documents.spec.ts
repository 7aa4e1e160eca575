/**
 * Decision 027, printed documents: the label's sender is the order's own store, each parcel's label
 * and slip is its own 4 × 6 inch page in Chromium's PDF, and a 300-character unbroken address
 * wraps on the order, invoice and label pages at this project's width (360 and 1280 px), as a
 * 66-letter buyer's name does in the orders list.
 */
import { m } from '../../domain/messages.ts';
import { formatInr } from '../../domain/money.ts';
import { expect, test, type Page } from '@playwright/test';
import { pinIn, STORE_INPUT } from '../fixtures.ts';
import {
  addApprovedStore,
  approvedSeller,
  customerViaApi,
  openAs,
  productViaApi,
} from './catalogue-support.ts';
import { gql } from './support.ts';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The pages of a PDF Chromium printed: their count and each one's size in points. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))],
  );
  return { count: pages.length, boxes };
}

test('two parcels print as 4 × 6 in pages from the order’s own store, and long text wraps', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'docs');
  // A second store, chosen in the console last: the label must still name the order's store.
  const otherName = `Other docs store ${seller.email.split('@')[0]}`;
  await addApprovedStore(request, seller.token, otherName);
  const product = await productViaApi(request, seller, 'Parcel Kurta', { colors: 2 });
  const customer = await customerViaApi(request, 'docsbuyer');
  const address = `Flat ${'A'.repeat(300)}`;
  // A buyer's name of one unbroken 66-letter word, as the review typed it.
  const buyer = 'Rajalakshmi'.repeat(6);
  const placed = await gql(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`,
    {
      input: {
        items: product.entries.slice(0, 2).map((e) => ({
          product: product.id,
          color: e.productColorId,
          size: e.productSizeId,
          quantity: 1,
        })),
        shipping: {
          name: buyer,
          phone: '9812345678',
          address,
          stateCode: '29',
          pinCode: pinIn('29'),
        },
        // Cash on delivery: each parcel's label asks for its own items only.
        paymentMethod: 'COD',
      },
    },
    customer,
  );
  expect(placed.errors).toBeUndefined();
  const orderId = (placed.data as unknown as { placeOrder: { orders: { id: string }[] } })
    .placeOrder.orders[0]!.id;
  // Each item in its own parcel.
  for (const [i, entry] of product.entries.slice(0, 2).entries()) {
    for (const status of ['PROCESSING', 'SHIPPED']) {
      const r = await gql(
        request,
        `mutation($o: ID!, $s: OrderStatus!, $st: ID!, $p: ID!, $c: ID!, $z: ID!, $sh: ShipmentInput) {
          crmOrderStatusUpdate(orderId: $o, status: $s, storeId: $st, productId: $p, colorId: $c, sizeId: $z, shipment: $sh) { id } }`,
        {
          o: orderId,
          s: status,
          st: seller.storeId,
          p: product.id,
          c: entry.productColorId,
          z: entry.productSizeId,
          sh: status === 'SHIPPED' ? { courier: 'Delhivery', awb: `DL00000000${i}1` } : undefined,
        },
        seller.token,
      );
      expect(r.errors).toBeUndefined();
    }
  }

  // The orders list wraps the name in its card (phone) and its table (desktop): nothing scrolls.
  await openAs(page, seller, '/store-owner/orders');
  await expect(page.getByTestId('customer-name').filter({ hasText: buyer })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const tableOverflow = await page.evaluate(() =>
    [...document.querySelectorAll('table')].map((t) => {
      const box = t.parentElement!;
      return box.scrollWidth - box.clientWidth;
    }),
  );
  for (const extra of tableOverflow) expect(extra).toBeLessThanOrEqual(0);

  await page.goto('/store-owner/inventory');
  await page.getByRole('combobox', { name: m.store() }).selectOption({ label: otherName });
  await page.goto(`/store-owner/orders/${orderId}`);
  await expect(page.getByText(address)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.goto(`/store-owner/orders/${orderId}/invoice`);
  await expect(page.getByText(address)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/store-owner/orders/${orderId}/label`);
  const labels = page.getByTestId('shipping-label');
  await expect(labels).toHaveCount(2);
  const charged = (
    (
      await gql(
        request,
        `query($o: ID!) { orderDetails(orderId: $o) { totalAmountPaise packagingPaise items { awb amountPaise } } }`,
        { o: orderId },
        seller.token,
      )
    ).data as unknown as {
      orderDetails: {
        totalAmountPaise: number;
        packagingPaise: number;
        items: { awb: string; amountPaise: number }[];
      };
    }
  ).orderDetails;
  const first = charged.items.find((i) => i.awb === 'DL0000000001')!.amountPaise;
  const second = charged.items.find((i) => i.awb === 'DL0000000011')!.amountPaise;
  expect(first + second + charged.packagingPaise).toBe(charged.totalAmountPaise);
  await expect(labels.nth(0)).toContainText(
    m.codAmount({ amount: formatInr(first + charged.packagingPaise) }),
  );
  await expect(labels.nth(1)).toContainText(m.codAmount({ amount: formatInr(second) }));
  for (const label of await labels.all()) {
    await expect(label).toContainText(`docs store ${seller.email.split('@')[0]}`);
    await expect(label).not.toContainText('Other docs store');
    await expect(label).toContainText(STORE_INPUT.addresses);
    await expect(label).toContainText('+919876543210');
    // The buyer's address does not end with its PIN: the state and PIN follow it.
    await expect(label).toContainText(`Karnataka ${pinIn('29')}`);
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // On paper: two parcels, each a label and a packing slip, each its own 4 × 6 inch page.
  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf.count, JSON.stringify(pdf.boxes)).toBe(4);
  expect(pdf.boxes).toHaveLength(4);
  for (const box of pdf.boxes) expect(box).toEqual([288, 432]);
});
