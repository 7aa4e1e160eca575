import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_COLUMNS } from '../../domain/catalogue-sheet.ts';
import { gtinCheckDigit } from '../../domain/gtin.ts';
import { m } from '../../domain/messages.ts';
import {
  NOT_AN_IMAGE,
  addApprovedStore,
  approvedSeller,
  fillProduct,
  form,
  openAs,
  pngFile,
  productOnServer,
  productViaApi,
  type Seller,
} from './catalogue-support.ts';
import { draftHolds, gql, partOf, savedCacheHolds, startsWith, term, toast } from './support.ts';
import { STORE_INPUT } from '../fixtures.ts';

test('lists a product in 2 colours × 2 sizes with 3 real images, showing upload progress', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'create');
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByText(m.inventoryEmpty())).toBeVisible();
  await page.getByRole('link', { name: m.addProduct() }).click();
  const files = await Promise.all(['a.png', 'b.png', 'c.png'].map((n) => pngFile(n, 400)));
  await form(page).locator('input[type=file]').setInputFiles(files);
  await expect(
    form(page).getByRole('list', { name: m.chosenImages() }).getByRole('img'),
  ).toHaveCount(3);
  await fillProduct(page, 'Dabu Kurta');
  // A slow uplink, so that the progress of each image can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await form(page).getByRole('button', { name: m.saveChanges2() }).click();
  // Three at once, with the whole batch's progress.
  await expect(page.getByTestId('upload-progress')).toContainText(
    m.uploadingAll({ total: 3, percent: '' }).split(':')[0]!,
  );
  await toast(page, m.productCreated());
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // In the list at once, one card for the product with its colour × size entries, no reload.
  await expect(page).toHaveURL(/\/store-owner\/inventory(\?|$)/);
  const card = page.getByTestId('inventory-row').filter({ hasText: 'Dabu Kurta' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(
    m.coloursBySizes({ colours: m.countColours({ count: 2 }), sizes: m.countSizes({ count: 2 }) }),
  );
  await expect(card).toContainText(m.countInStock({ count: 12 }));
  await expect(card.getByTestId('price-range')).toHaveText('₹799.00');
  await page
    .getByRole('link', { name: startsWith(m.edit()) })
    .first()
    .click();
  const id = new URL(page.url()).searchParams.get('id')!;
  const product = await productOnServer(request, seller.token, id);
  expect(product.productImages).toHaveLength(3);
  expect(
    product.entries.map((e) => `${e.color.name} ${e.size.name} ${e.price} ${e.totalStock}`),
  ).toEqual(['Red Small 799 3', 'Red Medium 799 3', 'Blue Small 799 3', 'Blue Medium 799 3']);
});

test('a page link with a cursor the server cannot read says so and leads to the first page', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'stale-link');
  await productViaApi(request, seller, 'Bandhani Dupatta');
  const forged = `999999999999999_${'0b7c6a9e-3f51-4c2a-9d0e-6a1b2c3d4e5f'}`;
  await openAs(page, seller, `/store-owner/inventory?page=2&after=${forged}`);
  await expect(page.getByText(m.cursorInvalid(), { exact: false })).toBeVisible();
  // Trying the same link again would fail again: the action is the first page.
  await expect(page.getByRole('button', { name: m.tryAgain() })).toHaveCount(0);
  await page.getByRole('button', { name: m.goToFirstPage() }).click();
  await expect(page).not.toHaveURL(/after=/);
  await expect(page.getByTestId('inventory-row')).toContainText('Bandhani Dupatta');
  await expect(page.getByText(m.pageSlash({ page: 1, pages: 1 }))).toBeVisible();
});

test('finds a product on another page by a fragment of its name', async ({ page, request }) => {
  const seller = await approvedSeller(request, 'search');
  await productViaApi(request, seller, 'Ajrakh Stole');
  for (let i = 1; i <= 10; i++) await productViaApi(request, seller, `Plain Tee ${i}`);
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByText(m.pageSlash({ page: 1, pages: 2 }))).toBeVisible();
  await expect(page.getByTestId('inventory-row')).toHaveCount(10);
  await expect(page.getByText('Ajrakh Stole')).toHaveCount(0);
  // Next reads on from page 1's cursor; the oldest product is alone on page 2.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) requests.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: m.next() }).click();
  await expect(page.getByText(m.pageSlash({ page: 2, pages: 2 }))).toBeVisible();
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);
  await expect(page.getByTestId('inventory-row')).toContainText('Ajrakh Stole');
  expect(requests.some((body) => /"after":"\d+_/.test(body))).toBe(true);
  // The cursor is in the address (decision 024): a reload, or the link shared, keeps the page.
  await expect(page).toHaveURL(/[?&]after=/);
  await page.reload();
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);
  await expect(page.getByTestId('inventory-row')).toContainText('Ajrakh Stole');
  await page.getByRole('button', { name: m.prev() }).click();
  await expect(page).not.toHaveURL(/after=|before=/);
  await expect(page.getByTestId('inventory-row')).toHaveCount(10);
  await page.getByLabel(m.productName()).fill('jrak');
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);
  await expect(page.getByTestId('inventory-row')).toContainText('Ajrakh Stole');
  await expect(page.getByText(m.pageSlash({ page: 1, pages: 1 }))).toBeVisible();
  await page.getByLabel(m.productName()).fill('no such thing');
  await expect(page.getByText(m.inventoryNoMatch())).toBeVisible();
});

async function openEdit(page: Page, seller: Seller, productId: string) {
  await openAs(page, seller, `/store-owner/inventory/edit-product?id=${productId}`);
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
}

test('edits the text, and price and quantity with the buttons and in the grid', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'edit');
  const product = await productViaApi(request, seller, 'Old Name', { colors: 2, sizes: 2 });
  await openEdit(page, seller, product.id);
  const text = page.getByRole('region', { name: m.product() });
  await text.getByLabel(m.name()).fill('New Name');
  await text.getByRole('button', { name: m.updateProduct() }).click();
  await toast(page, m.productUpdated());

  const single = page.getByRole('region', { name: m.priceAndStock() });
  await single.getByLabel(m.priceInclGst()).fill('650');
  await single.getByRole('button', { name: m.updatePrice() }).click();
  await toast(page, m.inventoryUpdated());
  await single.getByLabel(m.quantity()).fill('9');
  await single.getByRole('button', { name: m.updateQuantity() }).click();
  await expect(single.getByLabel(m.quantity())).toHaveValue('9');

  const second = product.entries[3]!;
  const label = `${term(second.color.name)} ${term(second.size.name)}`;
  await page.getByLabel(m.priceOf({ variant: label })).fill('720.5');
  await page.getByLabel(m.priceOf({ variant: label })).press('Enter');
  await page.getByLabel(m.stockOf({ variant: label })).fill('12');
  await page.getByLabel(m.stockOf({ variant: label })).press('Enter');
  await expect
    .poll(async () =>
      (await productOnServer(request, seller.token, product.id)).entries.map((e) => [
        e.price,
        e.totalStock,
        e.version,
      ]),
    )
    .toEqual([
      [650, 9, 3],
      [499, 5, 1],
      [499, 5, 1],
      [720.5, 12, 3],
    ]);
  expect((await productOnServer(request, seller.token, product.id)).name).toBe('New Name');

  // The Item box lists every item (a large product's once the page is free or the box is reached
  // for, issue 52) and shows the one chosen.
  const item = single.getByLabel(m.item());
  await expect(item.locator('option')).toHaveCount(4);
  await item.selectOption(second.id);
  await expect(single.getByLabel(m.priceInclGst())).toHaveValue('720.5');
  await item.selectOption(product.entries[0]!.id);
  await expect(single.getByLabel(m.priceInclGst())).toHaveValue('650');

  // Out of Stock is real: the chosen entry's stock becomes 0.
  await single.getByRole('button', { name: m.outOfStock() }).click();
  await expect
    .poll(
      async () => (await productOnServer(request, seller.token, product.id)).entries[0]!.totalStock,
    )
    .toBe(0);
  // Delete Item asks first, then soft-deletes and returns to the list.
  await single.getByRole('button', { name: m.deleteItem() }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: m.deleteItem() }).click();
  await expect(page).toHaveURL(/\/store-owner\/inventory(\?|$)/);
  await expect(page.getByText(m.inventoryEmpty())).toBeVisible();
});

test('price and stock changed offline are each applied once after reconnecting', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'offline');
  const product = await productViaApi(request, seller, 'Offline Tee', { colors: 1, sizes: 2 });
  await openEdit(page, seller, product.id);
  const keys = new Map<string, number>();
  page.on('request', (r) => {
    const key = r.headers()['idempotency-key'];
    if (key) keys.set(key, (keys.get(key) ?? 0) + 1);
  });
  await context.setOffline(true);
  const single = page.getByRole('region', { name: m.priceAndStock() });
  await single.getByLabel(m.priceInclGst()).fill('555');
  await single.getByRole('button', { name: m.updatePrice() }).click();
  await toast(page, m.savedOffline());
  const other = product.entries[1]!;
  const label = `${term(other.color.name)} ${term(other.size.name)}`;
  await page.getByLabel(m.stockOf({ variant: label })).fill('2');
  await page.getByLabel(m.stockOf({ variant: label })).press('Enter');
  await expect(
    page.getByTestId('write-status').filter({ hasText: m.waitingToSync() }),
  ).not.toHaveCount(0);
  await expect(page.getByLabel(m.stockOf({ variant: label }))).toHaveValue('2');
  // Both wait on the device across a reload, and are sent from any page of the console.
  await savedCacheHolds(page, other.id);
  await page.reload();
  await expect(page.getByTestId('write-status')).toHaveCount(3);
  await page.goto('/store-owner');
  await expect(page.getByRole('heading', { name: m.storeInsights() })).toBeVisible();
  expect(
    (await productOnServer(request, seller.token, product.id)).entries.map((e) => e.version),
  ).toEqual([1, 1]);

  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await productOnServer(request, seller.token, product.id)).entries.map((e) => [
        e.price,
        e.totalStock,
        e.version,
      ]),
    )
    .toEqual([
      [555, 5, 2],
      [499, 2, 2],
    ]);
  await page.goto(`/store-owner/inventory/edit-product?id=${product.id}`);
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
  // The server may have applied the last write before its answer reached the page this goto left:
  // the write then still waits on the device and is sent again, once, with its key (a fresh-clone
  // run saw it still waiting 5 s after the new page opened, under load). Nothing waits in the end.
  await expect(page.getByTestId('write-status')).toHaveCount(0, { timeout: 20_000 });
  expect([...keys.values()].every((n) => n >= 1)).toBe(true);
  expect(keys.size).toBe(2);
});

test('a quantity changed on the server meanwhile is a conflict, never overwritten', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'conflict');
  const product = await productViaApi(request, seller, 'Contested Tee');
  const entry = product.entries[0]!;
  await openEdit(page, seller, product.id);
  await context.setOffline(true);
  const single = page.getByRole('region', { name: m.priceAndStock() });
  await single.getByLabel(m.quantity()).fill('40');
  await single.getByRole('button', { name: m.updateQuantity() }).click();
  await toast(page, m.savedOffline());
  // Meanwhile a sale elsewhere changes the entry on the server.
  const sale = await gql(
    request,
    `mutation($p: ID!, $c: ID!, $s: ID!) { updateInventory(productId: $p, color: $c, size: $s, quantity: 4) { version } }`,
    { p: product.id, c: entry.productColorId, s: entry.productSizeId },
    seller.token,
  );
  expect(sale.errors).toBeUndefined();
  await context.setOffline(false);
  const status = single.getByTestId('write-status');
  await expect(status).toHaveAttribute('data-state', 'conflict');
  await expect(status).toContainText(m.changedElsewhere());
  expect((await productOnServer(request, seller.token, product.id)).entries[0]!.totalStock).toBe(4);
  await status.getByRole('link', { name: m.review() }).click();
  await expect(page.getByTestId('queued-operation')).toContainText(m.stock());
});

test('every validation message of the product form, under its field', async ({ page, request }) => {
  const seller = await approvedSeller(request, 'validate');
  await openAs(page, seller, '/store-owner/inventory/edit-product');
  const f = form(page);
  await f.getByRole('button', { name: m.saveChanges2() }).click();
  for (const message of [
    m.uploadImages(),
    m.itemNameRequired(),
    m.genderRequired(),
    m.categoryRequired(),
    m.priceGreaterThanZero(),
    m.stockInteger(),
    m.colorRequired(),
    m.sizeRequired(),
    m.descriptionRequired(),
  ])
    await expect(f.getByText(message, { exact: true })).toBeVisible();
  // The store's policies from onboarding are where a new product starts (issue 48).
  await expect(f.getByLabel(m.shippingPolicy())).toHaveValue(STORE_INPUT.shippingPolicy);
  await expect(f.getByLabel(m.returnPolicy())).toHaveValue(STORE_INPUT.returnPolicy);
  await expect(f.getByLabel(m.name(), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Category waits for a gender; a new category clears the sub-category.
  await expect(f.getByLabel(m.category(), { exact: true })).toBeDisabled();
  await expect(f.getByLabel(m.subCategory())).toBeDisabled();
  await f.getByLabel(m.gender()).selectOption('FE');
  await f.getByLabel(m.category(), { exact: true }).selectOption({ index: 1 });
  await f.getByLabel(m.subCategory()).selectOption({ index: 1 });
  await f.getByLabel(m.category(), { exact: true }).selectOption({ index: 2 });
  await expect(f.getByLabel(m.subCategory())).toHaveValue('');

  await f.getByLabel(m.priceInclGst()).fill('0');
  await f.getByLabel(m.quantity(), { exact: true }).fill('1.5');
  await f.getByRole('button', { name: m.saveChanges2() }).click();
  await expect(f.getByText(m.priceGreaterThanZero())).toBeVisible();
  await expect(f.getByText(m.stockInteger())).toBeVisible();

  // Images only, at most 5.
  const notes = path.join(tmpdir(), `${Date.now()}-notes.txt`);
  writeFileSync(notes, 'not an image');
  await f.locator('input[type=file]').setInputFiles([notes]);
  await expect(f.getByText(m.notAnImageNamed({ names: path.basename(notes) }))).toBeVisible();
  const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => pngFile(`${i}.png`, 2)));
  await f.locator('input[type=file]').setInputFiles(six);
  await expect(f.getByText(m.tooManyImages())).toBeVisible();
  await expect(f.getByRole('list', { name: m.chosenImages() }).getByRole('img')).toHaveCount(5);
  await f.getByRole('button', { name: m.removeImageN({ n: 1 }) }).click();
  await expect(f.getByRole('list', { name: m.chosenImages() }).getByRole('img')).toHaveCount(4);
  await f.getByRole('button', { name: m.clearImages() }).click();
  await expect(f.getByText(partOf((max) => m.dropImagesUpTo({ max })))).toBeVisible();
});

test('an upload that is not an image is refused by the server, and nothing is listed', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'refuse');
  await openAs(page, seller, '/store-owner/inventory/edit-product');
  await form(page).locator('input[type=file]').setInputFiles(NOT_AN_IMAGE);
  await fillProduct(page, 'Never Listed');
  await form(page).getByRole('button', { name: m.saveChanges2() }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: m.invalidFile() })).toBeVisible();
  await page.goto('/store-owner/inventory');
  await expect(page.getByText(m.inventoryEmpty())).toBeVisible();
});

test('opened inventory and product pages open offline after a reload; the new product draft is kept across a reload', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'offline-read');
  const product = await productViaApi(request, seller, 'Saved Saree', { colors: 2, sizes: 1 });
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);
  await page
    .getByRole('link', { name: startsWith(m.edit()) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
  // The product's own details are saved (its policies are in no list row).
  await savedCacheHolds(page, 'Returns in 7 days.');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
  await expect(
    page.getByLabel(
      m.stockOf({
        variant: `${term(product.entries[1]!.color.name)} ${term(product.entries[1]!.size.name)}`,
      }),
    ),
  ).toHaveValue('5');
  await page.goto('/store-owner/inventory');
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);

  await page.getByRole('link', { name: m.addProduct() }).click();
  await form(page).getByLabel(m.name(), { exact: true }).fill('Draft Dupatta');
  await form(page).getByLabel(m.description()).fill('Kept across a reload.');
  // Each change is written to the device as it is typed; the reload comes once the last has.
  await draftHolds(page, 'Kept across a reload.');
  await page.reload();
  await expect(form(page).getByLabel(m.name(), { exact: true })).toHaveValue('Draft Dupatta');
  await expect(form(page).getByLabel(m.description())).toHaveValue('Kept across a reload.');
});

test('a change to a product deleted meanwhile is rejected, with the reason shown', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'deleted');
  const product = await productViaApi(request, seller, 'Gone Tee');
  await openEdit(page, seller, product.id);
  await context.setOffline(true);
  const single = page.getByRole('region', { name: m.priceAndStock() });
  await single.getByLabel(m.priceInclGst()).fill('999');
  await single.getByRole('button', { name: m.updatePrice() }).click();
  await toast(page, m.savedOffline());
  const removed = await gql(
    request,
    `mutation($id: ID!) { deleteProduct(id: $id) }`,
    { id: product.id },
    seller.token,
  );
  expect(removed.errors).toBeUndefined();
  await context.setOffline(false);
  const status = single.getByTestId('write-status');
  await expect(status).toHaveAttribute('data-state', 'rejected');
  await expect(status).toContainText(m.refused({ message: m.productDeleted() }));
});

test('an owner of two stores switches between them; Pause Store and the low-stock threshold are real', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'two-stores');
  await productViaApi(request, seller, 'First Store Tee');
  const secondName = `Second Label ${seller.email.split('@')[0]}`;
  const second = await addApprovedStore(request, seller.token, secondName);
  await productViaApi(request, { ...seller, storeId: second }, 'Second Store Scarf');
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByTestId('inventory-row')).toContainText('First Store Tee');
  await page.getByRole('combobox', { name: m.store() }).selectOption({ label: secondName });
  await expect(page.getByTestId('inventory-row')).toContainText('Second Store Scarf');

  // Pausing asks first and says what it does; Cancel changes nothing.
  await page.getByRole('button', { name: m.pauseStore() }).click();
  const ask = page.getByRole('alertdialog', { name: m.pauseStoreTitle() });
  await expect(ask).toContainText(m.pauseStoreConfirm());
  await ask.getByRole('button', { name: m.cancel() }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: m.pauseStore() }).click();
  await ask.getByRole('button', { name: m.pauseStore() }).click();
  await expect(page.getByRole('button', { name: m.resumeStore() })).toBeVisible();
  const stores = async () =>
    (
      (await gql(request, '{ me { stores { name isPaused } } }', {}, seller.token))
        .data as unknown as {
        me: { stores: { name: string; isPaused: boolean }[] };
      }
    ).me.stores;
  expect(await stores()).toContainEqual({ name: secondName, isPaused: true });
  await page.getByRole('button', { name: m.resumeStore() }).click();
  await expect(page.getByRole('button', { name: m.pauseStore() })).toBeVisible();
  expect(await stores()).toContainEqual({ name: secondName, isPaused: false });

  // 5 in stock is low under the default threshold of 5, and not under 4.
  await expect(page.getByTestId('low-stock')).toHaveCount(1);
  await page.goto('/settings');
  await page.getByLabel(m.lowStockThreshold()).fill('4');
  await page
    .getByRole('region', { name: m.inventory() })
    .getByRole('button', { name: m.save(), exact: true })
    .click();
  await toast(page, m.settingsSaved());
  await page.goto('/store-owner/inventory');
  await expect(page.getByTestId('inventory-row')).toContainText('Second Store Scarf');
  await expect(page.getByTestId('low-stock')).toHaveCount(0);
});

test('the product form offers the sizes of the chosen category: Free Size for a saree, UK for shoes', async ({
  page,
  request,
}, info) => {
  const seller = await approvedSeller(request, 'sizes');
  await openAs(page, seller, '/store-owner/inventory/edit-product');
  const f = form(page);
  const sizes = f.getByRole('group', { name: m.sizes() });
  await expect(sizes.getByText(m.chooseCategoryForSizes())).toBeVisible();
  await expect(sizes.getByRole('checkbox')).toHaveCount(0);
  await f.getByLabel(m.gender()).selectOption('FE');
  await f.getByLabel(m.category(), { exact: true }).selectOption({ label: term('Ethnic Wear') });
  // Ethnic wear: letter sizes and Free Size, each under its system.
  await expect(sizes.getByRole('group', { name: term('Letter (XS–5XL)') })).toBeVisible();
  await expect(sizes.getByRole('checkbox', { name: term('Free Size') })).toBeVisible();
  await f.getByLabel(m.subCategory()).selectOption('Sarees');
  await expect(sizes.getByRole('checkbox')).toHaveCount(1);
  await expect(sizes.getByRole('checkbox', { name: term('Free Size') })).toBeVisible();
  await f.getByLabel(m.category(), { exact: true }).selectOption({ label: term('Footwear') });
  await expect(sizes.getByRole('checkbox', { name: 'UK 7' })).toBeVisible();
  await expect(sizes.getByRole('checkbox', { name: term('Free Size') })).toHaveCount(0);
  // The palette has the shades Indian fashion sells in.
  for (const colour of ['Maroon', 'Mustard', 'Multicolour'])
    await expect(f.getByRole('checkbox', { name: term(colour), exact: true })).toBeVisible();
  await sizes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('sizes-footwear.png') });
});

test('a variant gets a SKU, an MRP and a barcode, checked as the server checks them, offline too', async ({
  page,
  request,
  context,
}, info) => {
  const seller = await approvedSeller(request, 'identity');
  const product = await productViaApi(request, seller, 'Identity Kurta', { colors: 1, sizes: 2 });
  await openEdit(page, seller, product.id);
  const entry = product.entries[0]!;
  const label = `${term(entry.color.name)} ${term(entry.size.name)}`;
  await page.getByRole('button', { name: m.detailsOf({ variant: label }) }).click();
  const dialog = page.getByRole('dialog', { name: m.detailsOf({ variant: label }) });
  await dialog.getByLabel(m.sku()).fill('KUR-ID-S');
  await dialog.getByLabel(m.mrpInclGst()).fill('399');
  await dialog.getByLabel(m.barcode()).fill('4006381333932');
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  // Each message under its field, and nothing is sent.
  await expect(dialog.getByText(m.priceAboveMrp({ mrp: '₹399.00' }))).toBeVisible();
  await expect(dialog.getByText(m.gtinInvalid())).toBeVisible();
  await dialog.getByLabel(m.mrpInclGst()).fill('699');
  // A barcode of this run's own (a barcode is unique in the whole platform).
  const body = `890${String(Date.now()).slice(-9)}`;
  const barcode = `${body}${gtinCheckDigit(body)}`;
  await dialog.getByLabel(m.barcode()).fill(barcode);
  await page.screenshot({ path: info.outputPath('variant-details.png') });
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  await expect(dialog).toBeHidden();
  const cell = page.getByTestId('grid-cell').first();
  await expect(cell.getByTestId('variant-identity')).toContainText(m.skuLine({ sku: 'KUR-ID-S' }));
  await expect(cell.getByTestId('variant-identity')).toContainText(
    m.mrpYouPay({ mrp: '₹699.00', price: '₹499.00' }),
  );
  const onServer = async () =>
    (
      (
        await gql(
          request,
          `query($id: ID!) { product(id: $id) { entries { sku mrp gtin } } }`,
          { id: product.id },
          seller.token,
        )
      ).data as unknown as {
        product: { entries: { sku: string | null; mrp: number | null; gtin: string | null }[] };
      }
    ).product.entries[0];
  await expect(cell.getByTestId('variant-identity')).toContainText(m.gtinLine({ gtin: barcode }));
  await expect.poll(onServer).toEqual({ sku: 'KUR-ID-S', mrp: 699, gtin: barcode });
  // Focus is back on the button that opened the dialog.
  await expect(page.getByRole('button', { name: m.detailsOf({ variant: label }) })).toBeFocused();
  // A price above the MRP is said at the box, and nothing is sent.
  await page.getByLabel(m.priceOf({ variant: label })).fill('700');
  await page.getByLabel(m.priceOf({ variant: label })).press('Enter');
  await expect(cell.getByText(m.priceAboveMrp({ mrp: '₹699.00' }))).toBeVisible();
  // Another variant's SKU is refused by the server under the field; corrected, it is sent.
  const other = product.entries[1]!;
  const otherLabel = `${term(other.color.name)} ${term(other.size.name)}`;
  await page.getByRole('button', { name: m.detailsOf({ variant: otherLabel }) }).click();
  const second = page.getByRole('dialog', { name: m.detailsOf({ variant: otherLabel }) });
  await second.getByLabel(m.sku()).fill('kur-id-s');
  await second.getByRole('button', { name: m.saveChanges() }).click();
  await expect(second.getByText(m.skuTaken())).toBeVisible();
  await second.getByLabel(m.sku()).fill('KUR-ID-M');
  await second.getByRole('button', { name: m.saveChanges() }).click();
  await expect(second).toBeHidden();
  await expect(page.getByTestId('grid-cell').nth(1).getByTestId('variant-identity')).toContainText(
    m.skuLine({ sku: 'KUR-ID-M' }),
  );
  await expect(page.getByTestId('grid-cell').nth(1).getByTestId('write-status')).not.toContainText(
    m.waitingToSync(),
  );
  // Offline, a new SKU waits on the device and is sent once.
  await context.setOffline(true);
  await page.getByRole('button', { name: m.detailsOf({ variant: label }) }).click();
  await dialog.getByLabel(m.sku()).fill('KUR-ID-S2');
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  await expect(cell.getByTestId('write-status')).toContainText(m.waitingToSync());
  await expect(cell.getByTestId('variant-identity')).toContainText(m.skuLine({ sku: 'KUR-ID-S2' }));
  await context.setOffline(false);
  await expect(cell.getByTestId('write-status')).not.toContainText(m.waitingToSync(), {
    timeout: 15_000,
  });
  await expect.poll(onServer).toEqual({ sku: 'KUR-ID-S2', mrp: 699, gtin: barcode });
});

test('a seller names a shade of a palette colour in the product form, and lists in it', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'shade');
  await openAs(page, seller, '/store-owner/inventory/edit-product');
  const f = form(page);
  await f.locator('input[type=file]').setInputFiles([await pngFile('rani.png')]);
  await fillProduct(page, 'Rani Kurta');
  const adder = f.getByTestId('shade-adder');
  await adder.getByText(m.addShade()).first().click();
  await adder.getByRole('button', { name: m.addShade() }).click();
  await expect(adder.getByText(m.shadeNameRequired())).toBeVisible();
  await expect(adder.getByText(m.baseColorRequired())).toBeVisible();
  await adder.getByLabel(m.shadeName()).fill('Rani pink');
  await adder.getByLabel(m.baseColor()).selectOption({ label: term('Pink') });
  await adder.getByLabel(m.shadeName()).press('Enter');
  await toast(page, m.shadeAdded());
  await expect(f.getByRole('checkbox', { name: 'Rani pink', exact: true })).toBeChecked();
  await f.getByRole('button', { name: m.saveChanges2() }).click();
  await toast(page, m.productCreated());
  const names = await gql(
    request,
    `query($storeId: ID!) { storeProducts(storeId: $storeId, page: 1, limit: 5) { items { name entries { color { name } } } } }`,
    { storeId: seller.storeId },
    seller.token,
  );
  const items = (
    names.data as unknown as {
      storeProducts: { items: { name: string; entries: { color: { name: string } }[] }[] };
    }
  ).storeProducts.items;
  expect(new Set(items[0]!.entries.map((e) => e.color.name))).toEqual(
    new Set(['Red', 'Blue', 'Rani pink']),
  );
});

test('the catalogue downloads as the sheet the import reads, one row per variant', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'export');
  await productViaApi(request, seller, 'Export Kurta', { colors: 2, sizes: 2 });
  await openAs(page, seller, '/store-owner/inventory');
  await expect(page.getByTestId('inventory-row')).toContainText('Export Kurta');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.exportCatalogue() }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  // A byte-order mark first, for Excel on Windows.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trim().split('\r\n');
  expect(header).toBe(CATALOGUE_COLUMNS.map((c) => `"${c}"`).join(','));
  expect(rows).toHaveLength(4);
  for (const row of rows) expect(row).toContain('"Export Kurta"');
});
