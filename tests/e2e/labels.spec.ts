/**
 * Decision 038, printed SKU labels at 360 px and on the desktop: a product's labels (Code 128 of
 * the SKU, EAN-13 where the variant has one, with name, colour, size and MRP), 12 of one for a
 * received quantity, each label stock's pages (a thermal label a page each, in the PDF too), a
 * selection from the bulk editor, and a variant with no code said, not printed.
 */
import { expect, test } from '@playwright/test';
import { gtinCheckDigit } from '../../domain/gtin.ts';
import { m } from '../../domain/messages.ts';
import { approvedSeller, openAs, productViaApi } from './catalogue-support.ts';
import { gql, term } from './support.ts';

test('prints a product’s labels on each label stock, and a selection from the bulk editor', async ({
  page,
  request,
}, info) => {
  const seller = await approvedSeller(request, 'labels');
  const name = `Label kurta ${Date.now() % 100000}`;
  const product = await productViaApi(request, seller, name, { sizes: 3 });
  // A barcode of its own: GTINs are unique on the platform.
  const body = `890${String(Date.now()).slice(-9)}`;
  const gtin = `${body}${gtinCheckDigit(body)}`;
  const codes = [{ sku: 'LK-S' }, { sku: 'LK-M', gtin }, {}];
  for (const [i, e] of product.entries.entries()) {
    const r = await gql(
      request,
      `mutation($p: ID!, $c: ID!, $s: ID!, $sku: String, $gtin: String) { updateInventory(productId: $p, color: $c, size: $s, sku: $sku, gtin: $gtin, mrp: 799) { id } }`,
      { p: product.id, c: e.productColorId, s: e.productSizeId, ...codes[i] },
      seller.token,
    );
    expect(r.errors).toBeUndefined();
  }
  await openAs(page, seller, `/store-owner/inventory/edit-product?id=${product.id}`);
  await page.getByRole('link', { name: m.printLabels() }).click();
  const labels = page.getByTestId('sku-label');
  await expect(labels).toHaveCount(2);
  // Code 128 of the SKU; EAN-13 where the variant has one; name, colour, size and MRP on each.
  // (Variants come in the store's order, not by size: each label is found by its code.)
  const small = page.locator('[data-testid="sku-label"][data-code="LK-S"]');
  await expect(small).toHaveCount(1);
  await expect(page.locator(`[data-testid="sku-label"][data-code="${gtin}"]`)).toHaveCount(1);
  await expect(small).toContainText(name);
  await expect(small).toContainText(`${term('Red')} · ${term('Small')}`);
  // The MRP as the Legal Metrology rules word it; a barcode's label keeps its SKU in words.
  await expect(small).toContainText(m.labelMrpLine({ mrp: '₹799.00' }));
  await expect(page.locator(`[data-testid="sku-label"][data-code="${gtin}"]`)).toContainText(
    m.skuLine({ sku: 'LK-M' }),
  );
  // The variant with neither a SKU nor a barcode is said, with a link to add one.
  await expect(page.getByText(m.labelsMissingCode({ count: 1 }))).toBeVisible();

  // A received quantity: 12 of the first.
  await page
    .getByLabel(m.labelCopiesOf({ item: `${name} · ${term('Red')} · ${term('Small')}` }))
    .fill('12');
  await expect(labels).toHaveCount(13);
  await expect(page.getByText(m.labelsSummary({ count: 13, pages: 1 }))).toBeVisible();
  await page.screenshot({ path: info.outputPath('labels-a4.png'), fullPage: true });
  // Two places of the sheet already used: the labels start at the third.
  await page.getByLabel(m.labelSkip()).fill('23');
  await expect(page.getByText(m.labelsSummary({ count: 13, pages: 2 }))).toBeVisible();
  await page.getByLabel(m.labelSkip()).fill('0');
  await page.getByLabel(m.labelSheet()).selectOption('A4_40');
  await expect(page.getByTestId('label-page')).toHaveCount(1);
  await page.getByLabel(m.labelSheet()).selectOption('THERMAL_50X25');
  await expect(page.getByTestId('label-page')).toHaveCount(13);
  // On paper: one 50 × 25 mm page per label.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(13);
  await page.emulateMedia({ media: 'screen' });
  // Nothing is printable while a count is not a whole number.
  await page
    .getByLabel(m.labelCopiesOf({ item: `${name} · ${term('Red')} · ${term('Small')}` }))
    .fill('x');
  await expect(page.getByTestId('print-labels')).toBeDisabled();

  // A selection in the bulk editor.
  await page.goto('/store-owner/inventory/bulk');
  await expect(page.getByTestId('bulk-row')).toHaveCount(3);
  await page.getByLabel(m.bulkSelectAll()).check();
  await page.getByRole('link', { name: m.printLabelsFor({ count: 3 }) }).click();
  await expect(labels).toHaveCount(2);
});
