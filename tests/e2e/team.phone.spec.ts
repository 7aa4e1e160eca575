/**
 * A store as a team (issue 49, decision 051): the owner invites a packer by e-mail; the packer
 * accepts on a phone of their own, works a shift offline and sees no money; the owner reads the
 * packer's moves under the packer's name.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import {
  approvedSeller,
  openAs,
  orderViaApi,
  productViaApi,
  shipInDialog,
  type Seller,
} from './catalogue-support.ts';
import {
  freshEmail,
  gql,
  latestMail,
  savedCacheHolds,
  signIn,
  signUpViaApi,
  toast,
} from './support.ts';

const PASSWORD = 'packer password 1';

async function movesOf(request: APIRequestContext, seller: Seller, orderId: string) {
  const r = await gql(
    request,
    `query($id: ID!) { orderDetails(orderId: $id) { items { statusHistory { status byName } } } }`,
    { id: orderId },
    seller.token,
  );
  return (
    r.data as unknown as {
      orderDetails: { items: { statusHistory: { status: string; byName: string | null }[] }[] };
    }
  ).orderDetails.items[0]!.statusHistory;
}

test('an owner invites a packer, who accepts on a phone, packs and ships offline, sees no money; the owner sees who moved each item', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await approvedSeller(request, 'teamowner');
  const product = await productViaApi(request, owner, 'Team Kurta');
  const { orderId } = await orderViaApi(request, product, { name: 'Bala Nair' });

  // The owner invites a packer from the Team screen.
  await openAs(page, owner, '/store-owner/team');
  const packer = freshEmail('packer');
  await page.getByLabel(m.email()).fill(packer);
  await page.getByLabel(m.role(), { exact: true }).selectOption('PACKER');
  await expect(page.getByText(m.storeRoleHintPACKER())).toBeVisible();
  await page.getByRole('button', { name: m.inviteSend() }).click();
  await toast(page, m.invitationSent({ email: packer }));
  await expect(page.getByTestId('team-invitation')).toContainText(packer);

  // The packer has a seller account of that e-mail, and opens the link on their phone.
  await signUpViaApi(request, packer, PASSWORD);
  const mail = await latestMail(packer, /\/invitation\?token=/);
  const link = mail.match(/\/invitation\?token=[\w-]+/)![0];
  // Opened by another person (the owner, signed in on this device), it is not theirs to accept:
  // they are told whose it is and offered to sign out.
  await page.goto(link);
  await expect(page.getByText(m.invitationOtherEmail({ email: packer }))).toBeVisible();
  await expect(page.getByRole('button', { name: m.acceptInvitation() })).toHaveCount(0);
  await expect(page.getByRole('button', { name: m.logout() })).toBeVisible();
  const device = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await device.newPage();
    await phone.goto(link);
    const invitation = phone.getByTestId('invitation-text');
    await expect(invitation).toContainText(packer);
    await expect(invitation).toContainText(m.storeRolePACKER());
    await phone.getByRole('link', { name: m.invitationSignIn() }).click();
    // Sign-in opens with the invited e-mail typed in.
    await expect(phone.getByLabel(m.email())).toHaveValue(packer);
    await signIn(phone, packer, PASSWORD);
    await phone.getByRole('button', { name: m.acceptInvitation() }).click();
    await phone.waitForURL((url) => url.pathname === '/store-owner');
    await phone.evaluate(async () => void (await navigator.serviceWorker.ready));

    // No money: neither the figures on the dashboard nor the Payments and Team entries.
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(phone.getByText(m.totalRevenue())).toHaveCount(0);
    await phone.getByRole('button', { name: m.toggleNavigation() }).click();
    const nav = phone.getByRole('navigation', { name: m.mainNavigation() });
    await expect(nav.getByRole('link', { name: m.orders() })).toBeVisible();
    await expect(nav.getByRole('link', { name: m.payments() })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: m.team() })).toHaveCount(0);
    await nav.getByRole('link', { name: m.orders() }).click();

    // The shift, offline: pack by hand from the list, ship with the AWB from the order.
    const rows = phone.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await savedCacheHolds(phone, 'Bala Nair', 30_000);
    await device.setOffline(true);
    await phone.reload();
    await rows.filter({ hasText: 'Bala Nair' }).getByRole('combobox').selectOption('PROCESSING');
    await expect(rows.getByTestId('write-status')).toContainText(m.waitingToSync());
    await phone.getByRole('link', { name: m.infoOfOrder({ order: orderId.slice(0, 8) }) }).click();
    await shipInDialog(phone, 'TEAM123456789');
    await device.setOffline(false);
    await expect(phone.getByTestId('write-status')).toHaveCount(0, { timeout: 30_000 });
    // The order offers no invoice to a packer, and a money page typed in says it is not theirs.
    await expect(phone.getByRole('link', { name: m.invoice() })).toHaveCount(0);
    // The label's name, phone and address are shown; the customer's e-mail is not the packer's.
    await expect(phone.locator('dt', { hasText: m.address() })).toBeVisible();
    await expect(phone.locator('dt', { hasText: m.email() })).toHaveCount(0);
    await phone.goto('/store-owner/payments');
    await expect(phone.getByTestId('not-for-role')).toHaveText(
      m.roleMayNotOpen({ role: m.storeRolePACKER() }),
    );

    // The catalogue is the packer's to read: nothing to add, edit, import, count or pause, and
    // each size's price and stock as figures, not boxes.
    await phone.goto('/store-owner/inventory');
    const product = phone.getByTestId('inventory-row').first();
    await expect(product).toBeVisible();
    await expect(phone.getByRole('link', { name: m.scanToFind() })).toBeVisible();
    for (const name of [m.addProduct(), m.bulkEdit(), m.importCatalogue(), m.stockTake()])
      await expect(phone.getByRole('link', { name })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: m.pauseStore() })).toHaveCount(0);
    await expect(product.getByRole('link', { name: new RegExp(`^${m.edit()}`) })).toHaveCount(0);
    await product.locator('summary').click();
    await expect(product.getByTestId('grid-cell').first()).toContainText(m.stock());
    await expect(product.getByTestId('grid-cell').getByRole('textbox')).toHaveCount(0);
    await expect(product.getByTestId('grid-cell').getByRole('button')).toHaveCount(0);

    // How the packer hears of the store's news is theirs: orders by e-mail too, and no payouts.
    await phone.goto('/settings');
    const ordersByMail = phone.getByRole('checkbox', {
      name: m.noticeByMailOf({ topic: m.noticeTopicORDERS() }),
    });
    await expect(ordersByMail).not.toBeChecked();
    await expect(
      phone.getByRole('checkbox', { name: m.noticeInConsoleOf({ topic: m.noticeTopicRETURNS() }) }),
    ).toBeChecked();
    await expect(
      phone.getByRole('checkbox', { name: m.noticeByMailOf({ topic: m.noticeTopicPAYOUTS() }) }),
    ).toHaveCount(0);
    // The store's dispatch settings are not a packer's to change, so not offered.
    await expect(phone.getByRole('button', { name: m.saveDispatchSettings() })).toHaveCount(0);
    await ordersByMail.check();
    await toast(phone, m.noticeSaved({ topic: m.noticeTopicORDERS() }));
    await phone.reload();
    await expect(ordersByMail).toBeChecked();
    const box = (await ordersByMail.locator('xpath=..').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  } finally {
    await device.close();
  }

  // Both moves landed once, under the packer's name (no name given: their e-mail).
  expect(await movesOf(request, owner, orderId)).toEqual([
    // Placed by the customer: the store's side is not given a customer's account by this.
    { status: 'PENDING', byName: null },
    { status: 'PROCESSING', byName: packer },
    { status: 'SHIPPED', byName: packer },
  ]);
  // The owner reads them in the item's history.
  await page.goto(`/store-owner/orders/${orderId}`);
  const history = page.getByTestId('item-history').first();
  await history.getByText(m.history()).click();
  await expect(history.getByTestId('moved-by')).toHaveText([
    m.historyBy({ name: packer }),
    m.historyBy({ name: packer }),
  ]);
  // And on the Team screen, the packer is a member now, active today.
  await page.goto('/store-owner/team');
  const member = page.getByTestId('team-member').filter({ hasText: packer });
  await expect(member).toContainText(m.storeRolePACKER());
  await expect(page.getByTestId('team-invitation')).toHaveCount(0);
  // The store's activity, kept to the packer's: their two moves (and the stock each moved),
  // every entry under their name.
  await page.getByLabel(m.activityOf()).selectOption({ label: packer });
  const entries = page.getByTestId('activity-entry');
  await expect(entries.filter({ hasText: m.labelOrderstatusShipped() })).toHaveCount(1);
  await expect(entries.filter({ hasText: m.labelOrderstatusProcessing() })).toHaveCount(1);
  await expect(entries.filter({ hasNotText: packer })).toHaveCount(0);
});
