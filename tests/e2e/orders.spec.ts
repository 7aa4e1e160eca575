/** The seller's order journeys: fulfilment online and offline, the invoice, history, complaints. */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { ORDER_STATUSES } from '../../domain/enums.ts';
import { ordinal } from '../../domain/order-history.ts';
import {
  approvedSeller,
  moveViaApi,
  openAs,
  orderViaApi,
  productViaApi,
  setStatus,
  shipInDialog,
  stock,
} from './catalogue-support.ts';
import { containing, gql, matching, savedCacheHolds, startsWith, toast } from './support.ts';

test('the seller opens an order from the list and moves an item through PROCESSING to SHIPPED', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'fulfil');
  const product = await productViaApi(request, seller, 'Fulfil Kurta');
  const { orderId } = await orderViaApi(request, product, { quantity: 2 });
  expect(await stock(request, seller, product.id)).toEqual([5, 2]);
  await openAs(page, seller, '/store-owner/orders');
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Meera Iyer');
  await expect(page.getByText(m.pageOf({ page: 1, pages: 1 }))).toBeVisible();
  await page.getByRole('link', { name: m.infoOfOrder({ order: orderId.slice(0, 8) }) }).click();
  await expect(page).toHaveURL(new RegExp(`/store-owner/orders/${orderId}$`));
  const select = page.getByTestId('order-item').first().getByRole('combobox');
  // Every status is listed; those the item cannot move to are disabled.
  await expect(select.locator('option')).toHaveCount(ORDER_STATUSES.length);
  await expect(select.locator('option[value="SHIPPED"]')).toBeDisabled();
  await setStatus(page, 'PROCESSING');
  await toast(page, m.statusUpdated());
  await expect(select.locator('option[value="SHIPPED"]')).toBeEnabled();
  await shipInDialog(page, 'DL12345678IN');
  await toast(page, m.statusUpdated());
  await expect.poll(() => stock(request, seller, product.id)).toEqual([3, 0]);
  // A reload opens the same order from the address.
  await page.reload();
  await expect(select).toHaveValue('SHIPPED');
});

test('a status change made offline is applied once after reconnecting', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'offorder');
  const product = await productViaApi(request, seller, 'Offline Order Tee');
  const { orderId } = await orderViaApi(request, product);
  // The list and the order, once opened, open offline after a reload.
  await openAs(page, seller, '/store-owner/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByRole('link', { name: m.infoOfOrder({ order: orderId.slice(0, 8) }) }).click();
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  await savedCacheHolds(page, 'Offline Order Tee');
  await context.setOffline(true);
  await page.goto('/store-owner/orders');
  await expect(page.getByTestId('order-row')).toContainText('Meera Iyer');
  await context.setOffline(false);
  await page.goto(`/store-owner/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  const keys: string[] = [];
  page.on('request', (r) => {
    const key = r.headers()['idempotency-key'];
    if (key && r.postData()?.includes('crmOrderStatusUpdate')) keys.push(key);
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  await setStatus(page, 'PROCESSING');
  await expect(page.getByTestId('write-status')).toContainText(m.waitingToSync());
  await context.setOffline(false);
  await expect(page.getByTestId('write-status')).toHaveCount(0);
  const details = await gql(
    request,
    `query($id: ID!) { orderDetails(orderId: $id) { items { statusHistory { status } } } }`,
    { id: orderId },
    seller.token,
  );
  const history = (
    details.data as unknown as {
      orderDetails: { items: { statusHistory: { status: string }[] }[] };
    }
  ).orderDetails.items[0]!.statusHistory.map((h) => h.status);
  expect(history).toEqual(['PENDING', 'PROCESSING']);
  expect(new Set(keys).size).toBe(1);
});

test('a replay refused because the customer cancelled meanwhile is shown with the reason', async ({
  page,
  request,
  context,
}) => {
  const seller = await approvedSeller(request, 'cancelled');
  const product = await productViaApi(request, seller, 'Cancelled Tee');
  const { orderId, customer } = await orderViaApi(request, product);
  await openAs(page, seller, `/store-owner/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  await context.setOffline(true);
  await setStatus(page, 'PROCESSING');
  await expect(page.getByTestId('write-status')).toContainText(m.waitingToSync());
  const cancel = await gql(
    request,
    `mutation($id: ID!) { cancelOrder(orderId: $id) { id } }`,
    { id: orderId },
    customer,
  );
  expect(cancel.errors).toBeUndefined();
  await context.setOffline(false);
  const status = page.getByTestId('write-status');
  await expect(status).toHaveAttribute('data-state', 'rejected');
  const reason = m.invalidTransition({
    from: m.labelOrderstatusCancelled(),
    to: m.labelOrderstatusProcessing(),
  });
  await expect(status).toContainText(m.refused({ message: reason }));
  await page.goto('/sync');
  await expect(page.getByText(reason)).toBeVisible();
});

test('the invoice is issued at the first shipment and reads in full at 360 px, on screen and on paper', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const seller = await approvedSeller(request, 'invoice');
  const product = await productViaApi(request, seller, 'Invoice Kurta');
  // ₹499 × 2 = ₹998, GST included at 5% (under ₹2,500 a piece): taxable 998 ÷ 1.05 = 950.48,
  // GST 47.52; the store's GSTIN is of Karnataka (29).
  const local = await orderViaApi(request, product, { quantity: 2, stateCode: '29' });
  const away = await orderViaApi(request, product, { quantity: 2, stateCode: '27' });
  await openAs(page, seller, `/store-owner/orders/${local.orderId}/invoice`);
  await expect(page.getByText(m.invoiceNotIssued())).toBeVisible();
  for (const o of [local, away])
    for (const status of ['PROCESSING', 'SHIPPED'])
      await moveViaApi(request, seller, product, o.orderId, status);
  await page.reload();
  const totals = page.getByTestId('invoice-totals');
  await expect(totals).toContainText(`${m.taxableValue()}₹950.48`);
  await expect(totals).toContainText('CGST₹23.76');
  await expect(totals).toContainText('SGST₹23.76');
  await expect(page.getByTestId('invoice-total')).toHaveText('₹998.00');
  await expect(page.getByTestId('invoice-words')).toHaveText(
    'Rupees Nine Hundred Ninety Eight Only',
  );
  await expect(page.getByTestId('invoice')).toContainText(/GSTIN: 29[0-9A-Z]{13}/);
  await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{4}-\d{2}\/000001$/);
  // Rule 46: the unit, each tax's own rate, no reverse charge, and a place to sign.
  await expect(page.getByTestId('invoice')).toContainText('2 PCS');
  await expect(page.getByTestId('invoice')).toContainText('CGST 2.5%');
  await expect(page.getByTestId('invoice')).toContainText(`${m.whetherTaxIsPayableOn()} ${m.no()}`);
  await expect(page.getByTestId('invoice-signatory')).toContainText(m.authorisedSignatory());
  // Nothing is cut off at 360 px: the page never scrolls sideways.
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/store-owner/orders/${away.orderId}/invoice`);
  await expect(totals).toContainText('IGST₹47.52');
  await expect(totals).not.toContainText(m.cgst());
  await expect(page.getByTestId('invoice-total')).toHaveText('₹998.00');
  await expect(page.getByTestId('invoice')).toContainText(`${m.placeOfSupply()} Maharashtra (27)`);
  await expect(page.getByTestId('invoice-number')).toHaveText(/\/000002$/);
  // On paper only the invoice is printed, its table within the page's width (it wraps).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: m.print() })).toBeHidden();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const [t, inv] = await Promise.all([
    table.boundingBox(),
    page.getByTestId('invoice').boundingBox(),
  ]);
  expect(t!.x + t!.width).toBeLessThanOrEqual(inv!.x + inv!.width + 1);
  await expect(table).toContainText('IGST %');
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the order history shows a delivered order with the worked example’s figures', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'history');
  const product = await productViaApi(request, seller, 'History Shirt');
  const { orderId } = await orderViaApi(request, product, { quantity: 2, name: 'Arjun Rao' });
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'])
    await moveViaApi(request, seller, product, orderId, status);
  await openAs(page, seller, '/store-owner/order-history');
  const card = page.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(m.orderCompleted());
  await expect(card).toContainText(m.nthOrderBy({ nth: ordinal(1), name: 'Arjun Rao' }));
  await expect(card).toContainText('2 x History Shirt');
  // 2 × ₹499, no discount: items ₹998.00, GST included (5%: ₹47.52); no packaging: TOTAL BILL
  // ₹998.00, and PAID is the order's own amount, the same figure (decisions 020 and 021).
  await expect(card.getByTestId('paid')).toHaveText('₹998.00');
  await card.getByRole('button', { name: matching((o) => m.openOrder({ order: o })) }).click();
  const detail = page.getByTestId('history-detail');
  await expect(detail).toContainText(m.labelOrderstatusDelivered().toUpperCase());
  await expect(detail).toContainText(m.nthOrderBy({ nth: ordinal(1), name: 'Arjun Rao' }));
  const bill = detail.getByTestId('bill');
  await expect(bill).toContainText(`${m.itemsTotal()}₹998.00`);
  await expect(bill).toContainText(`${m.taxesIncludedInThePrices()}₹47.52`);
  await expect(bill).toContainText(`${m.amountDiscount()}−₹0.00`);
  await expect(detail.getByTestId('total-bill')).toHaveText('₹998.00');
  for (const step of [
    m.placed(),
    m.timelineAccepted(),
    m.timelineOutForDelivery(),
    m.timelineDelivered(),
  ])
    await expect(detail.getByRole('listitem').filter({ hasText: step })).not.toContainText('---');
  // A page past the list's end says so, and Prev leads back (not "no orders yet").
  await page.goto('/store-owner/order-history?page=7');
  await expect(page.getByText(m.pagePastEnd({ page: 7 }))).toBeVisible();
  await expect(page.getByText(m.historyEmpty())).toHaveCount(0);
  await page.getByRole('button', { name: m.prev() }).click();
  await expect(page).toHaveURL(/page=6/);
});

test('a complaint is resolved with a note, and the owner was told of it', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'complaint');
  const product = await productViaApi(request, seller, 'Complaint Tee');
  const { orderId, customer } = await orderViaApi(request, product);
  const raised = await gql(
    request,
    `mutation($id: ID!) { raiseComplaint(orderId: $id, issue: "Wrong size", description: "Sent M, ordered S") { id } }`,
    { id: orderId },
    customer,
  );
  expect(raised.errors).toBeUndefined();
  await openAs(page, seller, '/store-owner');
  // The bell links to the complaint: our words first, the buyer's quoted (decision 027).
  await page.getByRole('button', { name: startsWith(m.notifications()) }).click();
  await page
    .getByRole('button', { name: containing(m.complaintTitle({ order: orderId.slice(0, 8) })) })
    .click();
  await expect(page).toHaveURL(/\/store-owner\/complaints\?id=/);
  const pane = page.getByRole('region', { name: m.complaint() });
  await expect(pane).toContainText('Sent M, ordered S');
  await pane.getByRole('button', { name: m.resolve() }).click();
  await expect(pane.getByText(m.complaintNoteRequired())).toBeVisible();
  await pane.getByLabel(m.noteForTheCustomer()).fill('A size S is on its way.');
  await pane.getByRole('button', { name: m.resolve() }).click();
  await toast(page, m.complaintResolved());
  await expect(pane).toContainText(`${m.noteToTheCustomer()} A size S is on its way.`);
  await page.reload();
  // The history says it in words (decision 025: no raw codes).
  await expect(page.getByRole('region', { name: m.complaint() })).toContainText(
    new RegExp(`${m.labelComplaintstatusResolved()} .+ — A size S is on its way\\.`),
  );
});
