/**
 * Decision 025: what a full working set costs the phone. 200 orders and 200 products, each with its
 * first photo, all paged through online (as a seller would over a shift) and saved; then the
 * storage the console uses on the device (`navigator.storage.estimate()`) is held to 25 MB, and
 * the time from tapping a saved queue offline to its rows at 4× CPU is reported.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { m } from '../../domain/messages.ts';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import {
  approveAllViaApi,
  approvedSeller,
  customerViaApi,
  lookups,
  openAs,
} from './catalogue-support.ts';
import { gql, savedCacheHolds, startsWith } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;
const BUDGET_MB = 25;

/**
 * A product photo as the server stores it (a 1600 px image and its 400 px thumbnail), placed in
 * the server's upload folder: 200 real uploads would take the per-minute upload limit's 4
 * minutes. The thumbnails differ (each its own address and bytes); the large image is shared,
 * since a list never loads it.
 */
async function storedPhotos(storeId: string, count: number): Promise<string[]> {
  const dir = path.join(ROOT, E2E_DATA_DIR, 'uploads', 'productImages', storeId);
  mkdirSync(dir, { recursive: true });
  const large = path.join(dir, 'large.webp');
  writeFileSync(
    large,
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#8b4513' } })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    // A photo-like thumbnail: smooth colour fields with grain, about what a garment photo weighs.
    const side = 25;
    const raw = Buffer.alloc(side * side * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = (i * 37 + p * 13 + ((p * 7919) % 97)) % 256;
    const thumb = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .resize(400, 400, { kernel: 'cubic' })
      .webp({ quality: 80 })
      .toBuffer();
    const name = randomUUID();
    writeFileSync(path.join(dir, `${name}-thumb.webp`), thumb);
    copyFileSync(large, path.join(dir, `${name}.webp`));
    addresses.push(`/uploads/productImages/${storeId}/${name}.webp`);
  }
  return addresses;
}

test('a working set of 200 orders and 200 products with their photos stays under 25 MB', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(300_000);
  const seller = await approvedSeller(request, 'storage');
  const l = await lookups(request, seller.token);
  const photos = await storedPhotos(seller.storeId, 200);
  const products: { id: string; color: string; size: string }[] = [];
  for (let i = 0; i < 200; i++) {
    const r = await gql(
      request,
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`,
      {
        input: {
          storeId: seller.storeId,
          name: `Stored Kurta ${i + 1}`,
          description: 'Cotton, hand-block printed.',
          gender: 'FE',
          categoryId: l.categories[0]!.id,
          price: 499 + i,
          stock: 5,
          colors: [l.colors[i % 3]!.id],
          sizes: [l.sizes[0]!.id, l.sizes[1]!.id],
          productImages: [photos[i]!],
          customShippingPolicy: 'Ships in 2 days.',
          customReturnPolicy: 'Returns in 7 days.',
        },
      },
      seller.token,
    );
    expect(r.errors).toBeUndefined();
    const made = (
      r.data as unknown as {
        createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
      }
    ).createProduct;
    products.push({
      id: made.id,
      color: made.entries[0]!.productColorId,
      size: made.entries[0]!.productSizeId,
    });
  }
  // Approved by the platform, a page at a time, so that buyers may order them (issue 50).
  await approveAllViaApi(request, seller.storeId);
  // 200 orders from 4 customers (a customer may place 60 an hour).
  for (let c = 0; c < 4; c++) {
    const customer = await customerViaApi(request, `storagebuyer${c}`);
    for (let i = c * 50; i < (c + 1) * 50; i++) {
      const p = products[i]!;
      const r = await gql(
        request,
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`,
        {
          input: {
            items: [{ product: p.id, color: p.color, size: p.size, quantity: 1 }],
            shipping: {
              name: `Shopper ${i + 1}`,
              email: 'shopper@buyer.test',
              phone: '9812345678',
              address: `${i + 1} MG Road, Bengaluru`,
              stateCode: '29',
              pinCode: '560001',
            },
            paymentMethod: m.upi(),
          },
        },
        customer,
      );
      expect(r.errors).toBeUndefined();
    }
  }

  // Online, the seller pages through every order and every product.
  await openAs(page, seller, '/store-owner/orders');
  for (let n = 2; n <= 20; n++) {
    await page.getByRole('button', { name: m.next() }).click();
    await expect(page.getByText(m.pageOf({ page: n, pages: 20 }))).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(10);
  }
  await savedCacheHolds(page, 'Shopper 1"', 20_000);
  await page.goto('/store-owner/inventory');
  // Each page looked at to its end (the cards' photos load as they come near the screen).
  const seeAll = async () => {
    await page.getByTestId('inventory-row').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .getByTestId('inventory-row')
          .locator('img')
          .evaluateAll(
            (images) =>
              images.filter(
                (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
              ).length,
          ),
      )
      .toBe(10);
  };
  for (let n = 2; n <= 20; n++) {
    await seeAll();
    await page.getByRole('button', { name: m.next() }).click();
    await expect(page.getByText(m.pageSlash({ page: n, pages: 20 }))).toBeVisible();
  }
  await seeAll();
  // Every thumbnail is in the worker's image cache, as an ordinary (not opaque) response.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('images');
        const kept = await cache.keys();
        const responses = await Promise.all(kept.map((r) => cache.match(r)));
        return {
          images: kept.length,
          opaque: responses.filter((r) => r?.type === 'opaque').length,
        };
      }),
    )
    .toEqual({ images: 200, opaque: 0 });
  await savedCacheHolds(page, 'Stored Kurta 1"', 20_000);
  await page.goto('/settings');
  await expect(page.getByTestId('device-kept')).toContainText(
    m.deviceKept({ orders: 200, products: 200 }),
  );

  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const usedMb = usage / MB;
  test.info().annotations.push({ type: 'saved storage', description: `${usedMb.toFixed(1)} MB` });
  console.log(`saved storage after the working set: ${usedMb.toFixed(1)} MB`);
  expect(usedMb).toBeLessThan(BUDGET_MB);

  // A cold start offline at 4× CPU: from tapping a saved queue to its rows. (Chromium's offline
  // emulation leaves navigator.onLine true after a reload, as a warehouse's Wi-Fi without internet
  // does: the console must not wait for the browser to say it is offline.)
  await page.goto('/store-owner/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  // The cold start itself is not what is timed (the tap below is), and at 4× CPU on a loaded CI
  // machine it ran past the assertions' 15 s.
  await expect(page.getByTestId('order-row')).toHaveCount(10, { timeout: 60_000 });
  const queue = page.getByRole('button', { name: startsWith(m.labelDispatchqueueToPack()) });
  const started = Date.now();
  await queue.click();
  await expect(queue).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('saved-at')).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'saved queue at 4x CPU', description: `${ms} ms` });
  console.log(`tap on a saved queue offline to its rows, 4x CPU: ${ms} ms`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.setOffline(false);
});
