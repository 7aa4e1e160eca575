/**
 * Issue 32, the catalogue in bulk, at 360 px and on the desktop: a sheet checked with its error
 * report (on screen and downloaded), fixed and imported with progress, its drafts needing photos;
 * and the bulk editor's +10% on one product's variants, saved offline as one batch and synced.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { formatRupees } from '../../domain/money.ts';
import {
  approvedSeller,
  openAs,
  pngFile,
  productOnServer,
  productViaApi,
} from './catalogue-support.ts';
import { kurtaRow, sheetCsv } from '../fixtures.ts';
import { gql, matching, signIn, term, toast } from './support.ts';

const row = (handle: string, over: Parameters<typeof kurtaRow>[1] = {}) =>
  kurtaRow(handle, { name: `Block-print kurta ${handle}`, tags: 'cotton', ...over });

const sheet = (rows: ReturnType<typeof kurtaRow>[]) => Buffer.from(sheetCsv(rows));

test('imports a sheet: the error report first, then the fixed sheet with progress', async ({
  page,
  request,
}, info) => {
  const seller = await approvedSeller(request, 'import');
  await openAs(page, seller, '/store-owner/inventory');
  await page.getByRole('link', { name: m.importCatalogue() }).click();
  await expect(page.getByRole('heading', { name: m.importRulesTitle() })).toBeVisible();

  const broken = [
    row('k1'),
    row('k1', { size: 'Large', price: 'free' }),
    row('k2', { colour: 'Ultraviolet' }),
    row('k3', { price: '1500', mrp: '1299' }),
  ];
  await page
    .getByLabel(m.chooseSheet())
    .setInputFiles({ name: 'kurtas.csv', mimeType: 'text/csv', buffer: sheet(broken) });
  await page.getByRole('button', { name: m.checkSheet() }).click();
  await expect(page.getByText(m.sheetErrors({ count: 3 }))).toBeVisible();
  const errors = page.getByTestId('sheet-error');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText('3');
  await expect(errors.nth(0)).toContainText('price');
  await expect(errors.nth(1)).toContainText(m.importUnknownColour({ name: 'Ultraviolet' }));
  await page.screenshot({ path: info.outputPath('import-errors.png'), fullPage: true });
  // The report downloads with the same rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: m.downloadErrorReport() }).click();
  const report = readFileSync((await (await download).path())!, 'utf8');
  expect(report.startsWith('\uFEFF')).toBe(true);
  expect(report.trim().split('\r\n')).toHaveLength(4);
  expect(report).toContain('"4","colour"');

  // Fixed, checked again, imported with progress.
  await page.getByRole('button', { name: m.importAnother() }).click();
  const fixed = [
    ...Array.from({ length: 30 }, (_, i) => row(`k${i}`)),
    row('k0', { size: 'Large', price: '949' }),
  ];
  await page
    .getByLabel(m.chooseSheet())
    .setInputFiles({ name: 'kurtas-fixed.csv', mimeType: 'text/csv', buffer: sheet(fixed) });
  await page.getByRole('button', { name: m.checkSheet() }).click();
  await page.getByRole('button', { name: m.applyImport({ products: 30 }) }).click();
  await expect(
    page.getByText(m.importDone({ created: 30, updated: 0, unchanged: 0, drafts: 30 })),
  ).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: info.outputPath('import-done.png'), fullPage: true });

  // The drafts are in the inventory, each saying it needs photos.
  await page
    .getByRole('region', { name: 'kurtas-fixed.csv' })
    .getByRole('link', { name: m.inventory() })
    .click();
  await expect(page.getByTestId('needs-photos').first()).toBeVisible();
  await expect(page.getByTestId('needs-photos')).toHaveCount(10);
  await page.screenshot({ path: info.outputPath('drafts.png') });
});

test('changes one product’s prices by +10% in the bulk editor, offline, synced once', async ({
  page,
  request,
  context,
}, info) => {
  const seller = await approvedSeller(request, 'bulk');
  const kurta = await productViaApi(request, seller, 'Bulk Kurta', {
    colors: 2,
    sizes: 2,
    price: 500,
  });
  const saree = await productViaApi(request, seller, 'Bulk Saree', { price: 2000 });
  await openAs(page, seller, '/store-owner/inventory/bulk');
  await expect(page.getByTestId('bulk-row')).toHaveCount(5);

  await page.getByLabel(m.bulkSearch()).fill('Kurta');
  await expect(page.getByTestId('bulk-row')).toHaveCount(4);
  await page.getByLabel(m.bulkSelectAll()).check();
  await expect(page.getByText(m.bulkSelected({ count: 4 }))).toBeVisible();
  await page.getByLabel(m.bulkField(), { exact: true }).selectOption('price');
  await page.getByLabel(m.bulkOperation(), { exact: true }).selectOption('addPercent');
  await page.getByLabel(m.bulkAmount(), { exact: true }).fill('10');
  await page.getByRole('button', { name: m.bulkApply() }).click();
  const prices = page.getByRole('textbox', {
    name: matching((item) => m.bulkCellLabel({ field: m.price(), item })),
  });
  await expect(prices).toHaveCount(4);
  for (const box of await prices.all()) await expect(box).toHaveValue('550');
  // A price typed far outside the product's range is warned about before saving.
  await prices.first().fill('5000');
  await prices.first().press('Enter');
  await expect(page.getByText(m.bulkOutliers({ count: 1 }))).toBeVisible();
  await prices.first().fill('550');
  await prices.first().press('Enter');
  await expect(page.getByText(m.bulkOutliers({ count: 1 }))).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('bulk-pending.png'), fullPage: true });

  await context.setOffline(true);
  await page.getByRole('button', { name: m.bulkSave({ count: 4 }) }).click();
  await toast(page, m.bulkQueued({ count: 4 }));
  // The Sync screen says every value the batch will send.
  await page.goto('/sync');
  await expect(page.getByText(m.bulkChangeSync({ count: 4 }), { exact: false })).toBeVisible();
  await expect(
    page.getByText(
      m.syncPriceChange({
        item: `Bulk Kurta · ${term('Red')} · ${term('Small')}`,
        change: formatRupees(550),
      }),
      { exact: false },
    ),
  ).toBeVisible();
  await page.goBack();
  expect((await productOnServer(request, seller.token, kurta.id)).entries[0]!.price).toBe(500);
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await productOnServer(request, seller.token, kurta.id)).entries.map((e) => e.price),
    )
    .toEqual([550, 550, 550, 550]);
  const after = await productOnServer(request, seller.token, kurta.id);
  // One batch, sent once: each variant's version moved by one.
  expect(after.entries.map((e) => e.version)).toEqual([2, 2, 2, 2]);
  expect((await productOnServer(request, seller.token, saree.id)).entries[0]!.price).toBe(2000);
  // Nothing left to save: the save bar is gone.
  await expect(page.getByRole('button', { name: m.bulkDiscard() })).toHaveCount(0);
});

test('a batch that meets another edit keeps the seller’s value, to save again', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'clash');
  const kurta = await productViaApi(request, seller, 'Clash Kurta', { price: 500 });
  const entry = kurta.entries[0]!;
  await openAs(page, seller, '/store-owner/inventory/bulk');
  await expect(page.getByTestId('bulk-row')).toHaveCount(1);
  await page.getByLabel(m.bulkSelectAll()).check();
  await page.getByLabel(m.bulkOperation(), { exact: true }).selectOption('set');
  await page.getByLabel(m.bulkAmount(), { exact: true }).fill('600');
  await page.getByRole('button', { name: m.bulkApply() }).click();
  await context.setOffline(true);
  await page.getByRole('button', { name: m.bulkSave({ count: 1 }) }).click();
  await toast(page, m.bulkQueued({ count: 1 }));
  await expect(page.getByText(m.bulkWaiting())).toBeVisible();
  // Meanwhile the price is changed elsewhere.
  const elsewhere = await gql(
    request,
    `mutation($p: ID!, $c: ID!, $s: ID!) { updateInventory(productId: $p, color: $c, size: $s, price: 700) { id } }`,
    { p: kurta.id, c: entry.productColorId, s: entry.productSizeId },
    seller.token,
  );
  expect(elsewhere.errors).toBeUndefined();
  await context.setOffline(false);
  await expect(page.getByText(m.bulkConflict({ price: formatRupees(700), stock: 5 }))).toBeVisible({
    timeout: 20_000,
  });
  // The seller's 600 is kept as a change to save again, on the new version.
  const price = page.getByRole('textbox', {
    name: matching((item) => m.bulkCellLabel({ field: m.price(), item })),
  });
  await expect(price).toHaveValue('600');
  await page.getByRole('button', { name: m.bulkSave({ count: 1 }) }).click();
  await toast(page, m.bulkSaved({ count: 1 }));
  await expect
    .poll(async () => (await productOnServer(request, seller.token, kurta.id)).entries[0]!.price)
    .toBe(600);
});

test('gives one colour photos of its own on the product page', async ({ page, request }) => {
  const seller = await approvedSeller(request, 'colour-photos');
  const product = await productViaApi(request, seller, 'Two-tone Kurta', { colors: 2 });
  await openAs(page, seller, `/store-owner/inventory/edit-product?id=${product.id}`);
  const colour = term(product.entries[0]!.color.name);
  const row = page.getByTestId('colour-photos').filter({ hasText: colour });
  await row.locator('summary').click();
  await row.locator('input[type=file]').setInputFiles(await pngFile('maroon.png'));
  await row.getByRole('button', { name: m.savePhotos() }).click();
  await toast(page, m.colourPhotosSaved({ colour }));
  await expect(row).toContainText(m.countPhotos({ count: 1 }));
  // The saved photo, and the picker empty again.
  await expect(row.getByRole('img')).toHaveCount(1);
});

test('an admin adds a colour and says which size systems a sub-category takes', async ({
  page,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/catalogue')}`);
  await signIn(page, 'admin@demo.test');
  await page.waitForURL((url) => url.pathname === '/admin/catalogue');
  const name = `Peacock ${Date.now().toString(36)}`;
  const palette = page.getByRole('region', { name: m.colours() });
  await palette.getByLabel(m.name()).fill(name);
  await palette.getByLabel(m.colourHex()).fill('#1A7A8C');
  await palette.getByRole('button', { name: m.add() }).click();
  await toast(page, m.catalogueChanged());
  await expect(palette.getByText(name)).toBeVisible();
  // A bad colour code is said under its field.
  await palette.getByLabel(m.name()).fill(`${name} 2`);
  await palette.getByLabel(m.colourHex()).fill('teal');
  await palette.getByRole('button', { name: m.add() }).click();
  await expect(palette.getByText(m.hexCodeInvalid())).toBeVisible();

  // Men's wallets take letter sizes too, then Free Size only again.
  const sizes = page.getByRole('region', { name: m.categorySizesTitle() });
  await sizes.getByLabel(m.gender(), { exact: true }).selectOption('MA');
  await sizes
    .getByLabel(m.category(), { exact: true })
    .selectOption({ label: term('Accessories') });
  await sizes.getByLabel(m.subCategory(), { exact: true }).selectOption('Wallets');
  const letter = sizes.getByRole('checkbox', { name: /^LETTER/ });
  await expect(letter).not.toBeChecked();
  await letter.check();
  await sizes.getByRole('button', { name: m.save() }).click();
  await toast(page, m.catalogueChanged());
  await page.reload();
  await sizes.getByLabel(m.gender(), { exact: true }).selectOption('MA');
  await sizes
    .getByLabel(m.category(), { exact: true })
    .selectOption({ label: term('Accessories') });
  await sizes.getByLabel(m.subCategory(), { exact: true }).selectOption('Wallets');
  await expect(letter).toBeChecked();
  await letter.uncheck();
  await sizes.getByRole('button', { name: m.save() }).click();
  await toast(page, m.catalogueChanged());
});
