/**
 * Stock where it really is (issue 51, decision 055), on a phone: a Karnataka seller adds a godown
 * in Maharashtra (its GSTIN checked against the state and the store's PAN), puts pieces there
 * from the product's grid, and an order from Maharashtra ships from the godown and is invoiced
 * under its Maharashtra GSTIN, with no move to the store's address (another GSTIN) offered.
 */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { locationGstinStateMessage } from '../../domain/locations.ts';
import { gstinFor, pinIn } from '../fixtures.ts';
import {
  approvedSeller,
  moveViaApi,
  openAs,
  orderViaApi,
  productViaApi,
} from './catalogue-support.ts';
import { toast } from './support.ts';

test('a seller adds a godown in another state, splits stock, and an order ships and is invoiced from it', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'godown');
  const product = await productViaApi(request, seller, 'Godown Kurta');
  await openAs(page, seller, '/store-owner/locations');
  const cards = page.getByRole('list', { name: m.navLocations() });
  const home = cards.getByRole('listitem').filter({ hasText: m.locationPrimaryName() });
  await expect(home).toContainText(m.locationPrimaryHint());
  // The store's GSTIN, shown on its address's card: its PAN is the godown's too.
  const storeGstin = (await home.getByText(/^\d{2}[A-Z]{5}\d{4}[A-Z]/).textContent())!.trim();
  const pan = storeGstin.slice(2, 12);

  await page.getByRole('button', { name: m.locationAdd() }).click();
  const form = page.locator('form').filter({ hasText: m.locationContactName() });
  await form.getByLabel(m.locationName()).fill('Godown, Pune');
  await form.getByLabel(m.address()).fill('12 Market Yard, Gultekdi, Pune');
  await form.getByLabel(m.state()).selectOption('27');
  await form.getByLabel(m.pinCode()).fill(pinIn('27'));
  await form.getByLabel(m.locationContactName()).fill('Sanjay Patil');
  await form.getByLabel(m.locationContactPhone()).fill('9876543210');
  // The store's own GSTIN is Karnataka's: refused next to the field, before anything is sent.
  await form.getByLabel(m.gstNo()).fill(storeGstin);
  await form.getByRole('button', { name: m.save() }).click();
  await expect(
    form.getByText(locationGstinStateMessage({ gstin: storeGstin, stateCode: '27' })),
  ).toBeVisible();
  await expect(form.getByLabel(m.gstNo())).toBeFocused();
  await form.getByLabel(m.gstNo()).fill(gstinFor('27', pan));
  await form.getByRole('button', { name: m.save() }).click();
  await toast(page, m.locationSaved({ name: 'Godown, Pune' }));
  const godown = cards.getByRole('listitem').filter({ hasText: 'Godown, Pune' });
  await expect(godown).toContainText(gstinFor('27', pan));
  // Edited: the form opens with its first box in focus, and the card shows the change.
  await godown.getByRole('button', { name: m.locationEditNamed({ name: 'Godown, Pune' }) }).click();
  await expect(page.getByLabel(m.locationName())).toBeFocused();
  await page.getByLabel(m.locationHours()).fill('Mon–Sat 9–6');
  await page.getByRole('button', { name: m.save() }).click();
  await toast(page, m.locationSaved({ name: 'Godown, Pune' }));
  await expect(godown).toContainText('Mon–Sat 9–6');
  await expect(
    godown.getByRole('button', { name: m.locationEditNamed({ name: 'Godown, Pune' }) }),
  ).toBeFocused();

  // Four pieces at the godown, from the product's grid: the total grows to nine.
  await page.goto(`/store-owner/inventory/edit-product?id=${product.id}`);
  const entry = product.entries[0]!;
  const variant = `${entry.color.name} ${entry.size.name}`;
  await page.getByRole('button', { name: m.stockByLocationOf({ variant }) }).click();
  const dialog = page.getByRole('dialog', { name: m.stockByLocationOf({ variant }) });
  await expect(dialog.getByText(m.stockTotalAll({ total: 5 }))).toBeVisible();
  await dialog.getByLabel(m.stockAtLocationOf({ variant, location: 'Godown, Pune' })).fill('4');
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(m.stockOf({ variant }), { exact: true })).toHaveValue('9');

  // A buyer in Maharashtra: the item ships from the godown.
  const { orderId } = await orderViaApi(request, product, { stateCode: '27' });
  await page.goto(`/store-owner/orders/${orderId}`);
  await expect(page.getByTestId('item-location')).toHaveText(
    m.shipsFrom({ location: 'Godown, Pune' }),
  );
  // Under what the order holds there: refused at its box; the corrected figure goes at once.
  await page.goto(`/store-owner/inventory/edit-product?id=${product.id}`);
  await page.getByRole('button', { name: m.stockByLocationOf({ variant }) }).click();
  const atGodown = dialog.getByLabel(m.stockAtLocationOf({ variant, location: 'Godown, Pune' }));
  await atGodown.fill('0');
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  await expect(dialog.getByText(m.stockBelowReserved({ reserved: 1 }))).toBeVisible();
  await atGodown.fill('3');
  await expect(dialog.getByText(m.stockTotalAll({ total: 8 }))).toBeVisible();
  await dialog.getByRole('button', { name: m.saveChanges() }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByLabel(m.stockOf({ variant }), { exact: true })).toHaveValue('8');

  // The order is invoiced under the godown's Maharashtra GSTIN: the store's Karnataka address is
  // under another, so the item has nowhere else to move to.
  const targetsRead = page.waitForResponse((r) =>
    Boolean(r.request().postData()?.includes('ItemMoveTargets')),
  );
  await page.goto(`/store-owner/orders/${orderId}`);
  await targetsRead;
  await expect(page.getByTestId('item-location')).toBeVisible();
  await expect(page.getByLabel(/Ship .* from another location/)).toHaveCount(0);
  // Shipped from the godown: its invoice is the godown's, CGST and SGST within Maharashtra.
  for (const status of ['PROCESSING', 'SHIPPED'])
    await moveViaApi(request, seller, product, orderId, status);
  await page.goto(`/store-owner/orders/${orderId}/invoice`);
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toContainText(gstinFor('27', pan));
  await expect(invoice).toContainText('12 Market Yard, Gultekdi, Pune');
  await expect(invoice).toContainText(/CGST/);
  await expect(invoice).not.toContainText(storeGstin);
  // Its label's sender is the godown, with the godown's contact, not the store's address.
  await page.goto(`/store-owner/orders/${orderId}/label`);
  const label = page.getByTestId('shipping-label').first();
  await expect(label).toContainText('12 Market Yard, Gultekdi, Pune');
  await expect(label).toContainText('9876543210');
});
