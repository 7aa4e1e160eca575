/**
 * A member who works at one location (issue 51, decision 055): the owner says on the Team screen
 * that the packer works at the godown; the packer's phone, through a link that cuts the first reply
 * to each write, saves the godown's queues before any list is opened, opens them from a cold start
 * offline, packs the godown's order there (applied once though its reply was lost), and opens the
 * godown's manifest; "All locations" shows the store's address's order too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { variantName } from '../../domain/variant.ts';
import { BASE_URL } from '../../playwright.config.ts';
import { orderFilters, orderKeys } from '../../src/features/orders/api/keys.ts';
import { locationKeys } from '../../src/lib/location-keys.ts';
import {
  approvedSeller,
  godownViaApi,
  openAs,
  orderViaApi,
  productViaApi,
  type Seller,
} from './catalogue-support.ts';
import { startFaultProxy } from './fault-proxy.ts';
import {
  freshEmail,
  gql,
  latestMail,
  savedCacheHoldsQuery,
  signIn,
  signUpViaApi,
  toast,
} from './support.ts';

const PASSWORD = 'godown packer 1';

/** A packer invited by the owner who signs up and accepts, all through the API. */
async function packerViaApi(request: APIRequestContext, seller: Seller) {
  const email = freshEmail('godownpacker');
  const invited = await gql(
    request,
    `mutation($storeId: ID!, $email: String!) { inviteMember(storeId: $storeId, email: $email, role: PACKER) { id } }`,
    { storeId: seller.storeId, email },
    seller.token,
  );
  expect(invited.errors).toBeUndefined();
  const token = await signUpViaApi(request, email, PASSWORD);
  const link = await latestMail(email, /\/invitation\?token=/);
  const accepted = await gql(
    request,
    `mutation($t: String!) { acceptInvitation(token: $t) { id } }`,
    { t: link.match(/\/invitation\?token=([\w-]+)/)![1] },
    token,
  );
  expect(accepted.errors).toBeUndefined();
  return email;
}

/**
 * A new store with a godown in Maharashtra and a product: its first variant has 4 pieces at the
 * godown beside the 5 at the store's address. Answers the variant's total too.
 */
async function storeWithGodown(request: APIRequestContext, tag: string) {
  const owner = await approvedSeller(request, tag);
  const godown = (await godownViaApi(request, owner)).id;
  const product = await productViaApi(request, owner, `${tag} Kurta`);
  const entry = product.entries[0]!;
  const put = await gql(
    request,
    `mutation($productId: ID!, $size: ID!, $color: ID!, $location: ID) {
      updateInventory(productId: $productId, size: $size, color: $color, quantity: 4, location: $location) { totalStock } }`,
    {
      productId: product.id,
      size: entry.productSizeId,
      color: entry.productColorId,
      location: godown,
    },
    owner.token,
  );
  expect(put.errors).toBeUndefined();
  const total = (put.data as unknown as { updateInventory: { totalStock: number } }).updateInventory
    .totalStock;
  return { owner, godown, product, total };
}

test('a packer who works at the godown opens its queues offline from a cold start, packs there, and prints its manifest', async ({
  page,
  request,
  browser,
}) => {
  const { owner, godown, product } = await storeWithGodown(request, 'godownteam');
  // One order from Maharashtra (the godown's), one from Karnataka (the store's address).
  const { orderId } = await orderViaApi(request, product, { stateCode: '27', name: 'Pune Buyer' });
  await orderViaApi(request, product, { stateCode: '29', name: 'Bengaluru Buyer' });
  const packer = await packerViaApi(request, owner);

  // The owner says where the packer works, on the Team screen.
  await openAs(page, owner, '/store-owner/team');
  const card = page.getByTestId('team-member').filter({ hasText: packer });
  await card
    .getByLabel(m.memberLocationOf({ name: packer }))
    .selectOption({ label: 'Godown, Pune' });
  await toast(page, m.memberLocationChanged({ name: packer, location: 'Godown, Pune' }));
  await expect(card).toContainText(m.memberWorksAt({ location: 'Godown, Pune' }));

  const proxy = await startFaultProxy(BASE_URL, { firstReplyLost: true });
  const device = await browser.newContext({
    baseURL: proxy.base,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await device.newPage();
    await phone.goto('/login');
    await signIn(phone, packer, PASSWORD);
    await phone.waitForURL((url) => url.pathname === '/store-owner');
    await phone.evaluate(async () => void (await navigator.serviceWorker.ready));
    // Before any list is opened, the shift's refresh saves the godown's queues on the phone.
    await savedCacheHoldsQuery(
      phone,
      orderKeys.list(owner.storeId, orderFilters({ location: godown })),
      30_000,
      'Pune Buyer',
    );
    await savedCacheHoldsQuery(phone, locationKeys.store(owner.storeId), 30_000, 'Godown, Pune');
    // Packing by scan from the godown's queue: the pick list is the godown's, its one order's.
    await phone.goto('/store-owner/orders?queue=TO_PACK');
    await phone.getByTestId('pack-by-scan').click();
    await expect(
      phone.getByRole('heading', { name: m.pickListAt({ location: 'Godown, Pune' }) }),
    ).toBeVisible();
    await expect(phone.getByTestId('pick-row')).toHaveCount(1);
    await device.setOffline(true);
    await phone.reload();
    await phone.goto('/store-owner/orders');
    await expect(phone.getByLabel(m.manifestLocation())).toHaveValue(godown);
    const rows = phone.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Pune Buyer');
    await rows.getByRole('combobox').selectOption('PROCESSING');
    await expect(rows.getByTestId('write-status')).toContainText(m.waitingToSync());
    // Back on a link that cuts the write's first reply: sent again with its key, applied once.
    proxy.setFaulty(true);
    await device.setOffline(false);
    await expect(phone.getByTestId('write-status')).toHaveCount(0, { timeout: 30_000 });
    proxy.setFaulty(false);
    expect(proxy.counts.dropped).toBe(1);
    expect([...proxy.sent.values()].map((w) => w.times)).toEqual([2]);

    // The manifest opens on the godown; "All locations" shows the store's address's order too.
    await phone.getByRole('link', { name: m.pickupManifest() }).click();
    await expect(phone.getByLabel(m.manifestLocation())).toHaveValue(godown);
    await phone.goBack();
    await phone.getByLabel(m.manifestLocation()).selectOption('');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Bengaluru Buyer' })).toHaveCount(1);
    await phone.reload();
    await expect(phone.getByLabel(m.manifestLocation())).toHaveValue('');
    await expect(rows).toHaveCount(2);
  } finally {
    await device.close();
    await proxy.close();
  }
  const history = await gql(
    request,
    `query($id: ID!) { orderDetails(orderId: $id) { items { statusHistory { status byName } } } }`,
    { id: orderId },
    owner.token,
  );
  expect(
    (
      history.data as unknown as {
        orderDetails: { items: { statusHistory: { status: string; byName: string | null }[] }[] };
      }
    ).orderDetails.items[0]!.statusHistory,
  ).toEqual([
    { status: 'PENDING', byName: null },
    { status: 'PROCESSING', byName: packer },
  ]);
});

test('a stock take at the godown is checked against its pieces and sets them, applied offline once', async ({
  page,
  context,
  request,
}) => {
  const { owner, godown, product, total: before } = await storeWithGodown(request, 'godowncount');

  // The owner counts the godown's whole stock: the count opens on the store's address, and the
  // godown is chosen.
  await openAs(page, owner, '/store-owner/inventory/stock-take');
  await page.getByLabel(m.stockTakeLocation()).selectOption({ label: 'Godown, Pune' });
  await page
    .getByLabel(m.stockTakeScope())
    .selectOption({ label: m.stockTakeWholeLocation({ location: 'Godown, Pune' }) });
  await page.getByLabel(m.stockTakeName()).fill('Godown shelf');
  await page.getByRole('button', { name: m.stockTakeStart() }).click();
  await expect(page.getByText(m.stockTakeAt({ location: 'Godown, Pune' }))).toBeVisible();
  await page.getByRole('button', { name: m.stockTakeReview() }).click();
  // Nothing was found there: the godown's four are expected, not the variant's total.
  const unscanned = page.getByRole('list', { name: m.stockTakeUnscannedList() });
  await expect(unscanned.getByText(m.stockTakeExpected({ count: 4 }))).toHaveCount(1);
  await page.getByLabel(m.stockTakeZeroUnscanned()).check();
  await context.setOffline(true);
  await page.getByRole('button', { name: m.stockTakeApply({ count: 1 }) }).click();
  // Taking what was not found off sale is asked first.
  const confirm = page.getByRole('alertdialog', {
    name: m.stockTakeZeroTitle({ count: product.entries.length }),
  });
  await confirm.getByRole('button', { name: m.stockTakeApply({ count: 1 }) }).click();
  await expect(page.getByText(m.stockTakeWaiting())).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(m.stockTakeSaved({ count: 1 }))).toBeVisible({ timeout: 30_000 });

  // The bulk editor shows the same figures: the godown's none, the store address's five.
  await page.goto('/store-owner/inventory/bulk');
  const entry = product.entries[0]!;
  const stockCell = page.getByLabel(
    m.bulkCellLabel({
      field: m.stock(),
      item: variantName('godowncount Kurta', entry.color.name, entry.size.name),
    }),
  );
  await expect(stockCell).toHaveValue('5');
  await page.getByLabel(m.bulkLocation()).selectOption({ label: 'Godown, Pune' });
  await expect(stockCell).toHaveValue('0');

  // The godown holds none now, and the total fell by its four only.
  const after = await gql(
    request,
    `query($id: ID!) { product(id: $id) { entries { totalStock locations { locationId totalStock } } } }`,
    { id: product.id },
    owner.token,
  );
  const [counted] = (
    after.data as unknown as {
      product: {
        entries: { totalStock: number; locations: { locationId: string; totalStock: number }[] }[];
      };
    }
  ).product.entries;
  expect(counted!.totalStock).toBe(before - 4);
  expect(counted!.locations.find((l) => l.locationId === godown)?.totalStock).toBe(0);
});
