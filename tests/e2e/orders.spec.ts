/** The seller's order journeys: fulfilment online and offline, the invoice, history, complaints. */
import { expect, test } from '@playwright/test';
import { format, messages } from '../../domain/messages.ts';
import {
  approvedSeller,
  openAs,
  orderViaApi,
  productViaApi,
  setStatus,
  stock,
} from './catalogue-support.ts';
import { gql, savedCacheHolds, toast } from './support.ts';

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
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByRole('link', { name: `Info of order ${orderId.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/store-owner/orders/${orderId}$`));
  const select = page.getByTestId('order-item').first().getByRole('combobox');
  // All six statuses are listed; those the item cannot move to are disabled.
  await expect(select.locator('option')).toHaveCount(6);
  await expect(select.locator('option[value="SHIPPED"]')).toBeDisabled();
  await setStatus(page, 'PROCESSING');
  await toast(page, messages.statusUpdated);
  await expect(select.locator('option[value="SHIPPED"]')).toBeEnabled();
  await setStatus(page, 'SHIPPED');
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
  await page.getByRole('link', { name: `Info of order ${orderId.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Items' })).toBeVisible();
  await savedCacheHolds(page, 'Offline Order Tee');
  await context.setOffline(true);
  await page.goto('/store-owner/orders');
  await expect(page.getByTestId('order-row')).toContainText('Meera Iyer');
  await context.setOffline(false);
  await page.goto(`/store-owner/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Items' })).toBeVisible();
  const keys: string[] = [];
  page.on('request', (r) => {
    const key = r.headers()['idempotency-key'];
    if (key && r.postData()?.includes('crmOrderStatusUpdate')) keys.push(key);
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Items' })).toBeVisible();
  await setStatus(page, 'PROCESSING');
  await toast(page, messages.savedOffline);
  await expect(page.getByTestId('write-status')).toContainText(messages.waitingToSync);
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
  await expect(page.getByRole('heading', { name: 'Order Items' })).toBeVisible();
  await context.setOffline(true);
  await setStatus(page, 'PROCESSING');
  await toast(page, messages.savedOffline);
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
  const reason = 'An item that is CANCELLED cannot become PROCESSING.';
  await expect(status).toContainText(format(messages.refused, { message: reason }));
  await page.goto('/sync');
  await expect(page.getByText(reason)).toBeVisible();
});

test('the invoice prints correct totals for an intra-state and an inter-state order', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'invoice');
  const product = await productViaApi(request, seller, 'Invoice Saree');
  // ₹499 × 2 = ₹998 at 5%: ₹49.90 of tax; the store's GSTIN is of Karnataka (29).
  const local = await orderViaApi(request, product, { quantity: 2, stateCode: '29' });
  const away = await orderViaApi(request, product, { quantity: 2, stateCode: '27' });
  await openAs(page, seller, `/store-owner/orders/${local.orderId}/invoice`);
  const totals = page.getByTestId('invoice-totals');
  await expect(totals).toContainText('CGST₹24.95');
  await expect(totals).toContainText('SGST₹24.95');
  await expect(page.getByTestId('invoice-total')).toHaveText('₹1,047.90');
  await expect(page.getByTestId('invoice-words')).toHaveText(
    'Rupees One Thousand Forty Seven and Ninety Paise Only',
  );
  await expect(page.getByTestId('invoice')).toContainText('GSTIN: 29ABCPE1234F1Z7');
  // Rule 46: the unit, each tax's own rate, no reverse charge, and a place to sign.
  await expect(page.getByTestId('invoice')).toContainText('2 PCS');
  await expect(page.getByTestId('invoice')).toContainText('2.5%');
  await expect(page.getByTestId('invoice')).toContainText(
    'Whether tax is payable on reverse charge: No',
  );
  await expect(page.getByTestId('invoice-signatory')).toContainText('Authorised signatory');
  await page.goto(`/store-owner/orders/${away.orderId}/invoice`);
  await expect(totals).toContainText('IGST₹49.90');
  await expect(totals).not.toContainText('CGST');
  await expect(page.getByTestId('invoice-total')).toHaveText('₹1,047.90');
  await expect(page.getByTestId('invoice')).toContainText('Place of supply: Maharashtra (27)');
  // On paper only the invoice is printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('invoice')).toBeVisible();
});

test('the order history shows a delivered order with the worked example’s figures', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'history');
  const product = await productViaApi(request, seller, 'History Shirt');
  const { orderId } = await orderViaApi(request, product, { quantity: 2, name: 'Arjun Rao' });
  const entry = product.entries[0]!;
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const r = await gql(
      request,
      `mutation($o: ID!, $s: OrderStatus!, $st: ID!, $p: ID!, $c: ID!, $z: ID!) {
        crmOrderStatusUpdate(orderId: $o, status: $s, storeId: $st, productId: $p, colorId: $c, sizeId: $z) { id } }`,
      {
        o: orderId,
        s: status,
        st: seller.storeId,
        p: product.id,
        c: entry.productColorId,
        z: entry.productSizeId,
      },
      seller.token,
    );
    expect(r.errors).toBeUndefined();
  }
  await openAs(page, seller, '/store-owner/order-history');
  const card = page.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('ORDER COMPLETED');
  await expect(card).toContainText('1st order by Arjun Rao');
  await expect(card).toContainText('2 x History Shirt');
  // 2 × ₹499, no discount: items ₹998.00; taxes 5% = ₹49.90; no packaging: TOTAL BILL ₹1,047.90,
  // and PAID is the order's own amount, the same figure (issue 16).
  await expect(card.getByTestId('paid')).toHaveText('₹1,047.90');
  await card.getByRole('button', { name: /^Open order/ }).click();
  const detail = page.getByTestId('history-detail');
  await expect(detail).toContainText('DELIVERED');
  await expect(detail).toContainText('1st order by Arjun Rao');
  const bill = detail.getByTestId('bill');
  await expect(bill).toContainText('Items total₹998.00');
  await expect(bill).toContainText('Taxes₹49.90');
  await expect(bill).toContainText('Discount−₹0.00');
  await expect(detail.getByTestId('total-bill')).toHaveText('₹1,047.90');
  for (const step of ['Placed', 'Accepted', 'Out for delivery', 'Delivered'])
    await expect(detail.getByRole('listitem').filter({ hasText: step })).not.toContainText('---');
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
  // The bell links to the complaint.
  await page.getByRole('button', { name: /notifications/i }).click();
  await page.getByRole('button', { name: /Complaint from Meera Iyer: Wrong size/ }).click();
  await expect(page).toHaveURL(/\/store-owner\/complaints\?id=/);
  const pane = page.getByRole('region', { name: 'Complaint' });
  await expect(pane).toContainText('Sent M, ordered S');
  await pane.getByRole('button', { name: 'Resolve' }).click();
  await expect(pane.getByText(messages.complaintNoteRequired)).toBeVisible();
  await pane.getByLabel('Note for the customer').fill('A size S is on its way.');
  await pane.getByRole('button', { name: 'Resolve' }).click();
  await toast(page, messages.complaintResolved);
  await expect(pane).toContainText('Note to the customer: A size S is on its way.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Complaint' })).toContainText('RESOLVED');
});
