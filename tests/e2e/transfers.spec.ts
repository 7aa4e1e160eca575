/**
 * Stock transfers (issue 51, decision 055), at 360 px and at desktop width: a seller with a godown
 * in another state sends pieces there from the Locations page's Stock transfers, its tax invoice
 * (another GSTIN of the PAN) shows at once, and it is received one piece short: the shortfall is
 * on the document and the godown holds what arrived.
 */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { approvedSeller, godownViaApi, openAs, productViaApi } from './catalogue-support.ts';
import { toast } from './support.ts';

test('a transfer is sent to the godown and received with a difference', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'transfer');
  const product = await productViaApi(request, seller, 'Transfer Kurta');
  // A godown in Maharashtra under the store's PAN, added through the API (its form has its own test).
  const godown = await godownViaApi(request, seller);

  await openAs(page, seller, '/store-owner/locations');
  await page.getByRole('link', { name: m.navTransfers() }).click();
  await expect(page.getByRole('heading', { name: m.navTransfers() })).toBeVisible();
  await expect(page.getByText(m.transfersEmptySENT())).toBeVisible();
  await page.getByRole('link', { name: m.transferNew() }).click();

  await page.getByLabel(m.transferToLabel()).selectOption({ label: 'Godown, Pune' });
  await page.getByLabel(m.transferSearch()).fill('Transfer Kurta');
  const entry = product.entries[0]!;
  const variant = `Transfer Kurta · ${entry.color.name} · ${entry.size.name}`;
  await page.getByRole('button', { name: m.transferAddOf({ variant }) }).click();
  const pieces = page.getByLabel(m.transferQuantityOf({ variant }));
  // More than the store's address holds: refused by the server at the line's box.
  await pieces.fill('500');
  await page.getByRole('button', { name: m.transferSend() }).click();
  await expect(page.getByText(/pieces are free at/)).toBeVisible();
  await pieces.fill('3');
  // Offline, nothing is sent later behind the seller's back: it says so and waits for them.
  await page.context().setOffline(true);
  await expect(page.getByText(m.transfersOnlineOnly())).toBeVisible();
  await expect(page.getByRole('button', { name: m.transferSend() })).toBeDisabled();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: m.transferSend() }).click();
  await toast(page, ' sent.');

  // Its document: a tax invoice from the store's Karnataka GSTIN to the godown's Maharashtra one.
  const document = page.getByTestId('transfer-document');
  await expect(document).toContainText(m.transferDocumentINVOICE());
  await expect(document).toContainText(godown.storeGstin);
  await expect(document).toContainText(godown.gstin);
  await expect(document).toContainText('IGST');

  // Two of the three arrive: counted, not taken on trust (the boxes start empty).
  await page.getByRole('button', { name: m.transferReceiveStart() }).click();
  await page.getByRole('button', { name: m.transferReceive() }).click();
  await expect(page.getByText(m.transferReceivedRequired())).toBeVisible();
  await page.getByLabel(m.transferReceivedOf({ variant })).fill('2');
  await page.getByLabel(m.transferNote()).fill('One packet torn open');
  await page.getByRole('button', { name: m.transferReceive() }).click();
  await toast(page, ' received.');
  await expect(
    document.getByText(m.transferShortfall({ count: 1 })).locator('visible=true'),
  ).toBeVisible();
  await expect(page.getByTestId('transfer-received')).toContainText('One packet torn open');

  // The list says so, and the godown holds the two that arrived.
  await page.getByRole('link', { name: m.transferBack() }).click();
  await page.getByRole('button', { name: m.transfersAll() }).click();
  await expect(
    page.getByRole('list', { name: m.navTransfers() }).getByRole('listitem').first(),
  ).toContainText(m.transferArrivedOf({ received: 2, sent: 3 }));
  await page.goto(`/store-owner/inventory/edit-product?id=${product.id}`);
  // Two left at the address, two arrived at the godown: four in all (the one short is gone).
  const short = `${entry.color.name} ${entry.size.name}`;
  await expect(page.getByLabel(m.stockOf({ variant: short }), { exact: true })).toHaveValue('4');
  await page
    .getByRole('button', {
      name: m.stockByLocationOf({ variant: `${entry.color.name} ${entry.size.name}` }),
    })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByLabel(
      m.stockAtLocationOf({
        variant: `${entry.color.name} ${entry.size.name}`,
        location: 'Godown, Pune',
      }),
    ),
  ).toHaveValue('2');
});
