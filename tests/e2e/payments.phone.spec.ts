/**
 * Decision 022 on a phone: after an admin pays a payout, the seller reads it with its UTR, each
 * ledger line of the item, and downloads the period as CSV.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import {
  approvedSeller,
  moveViaApi,
  openAs,
  orderViaApi,
  productViaApi,
} from './catalogue-support.ts';
import { gql, matching, signIn, toast } from './support.ts';

test('the Payments screen after a payout, and the CSV export read back', async ({
  page,
  browser,
  request,
}) => {
  const seller = await approvedSeller(request, 'payout');
  // Payable at once: a store with no return window.
  const settings = await gql(
    request,
    `mutation($s: ID!) { updateDispatchSettings(storeId: $s, handlingDays: 2, returnWindowDays: 0) { id } }`,
    { s: seller.storeId },
    seller.token,
  );
  expect(settings.errors).toBeUndefined();
  const product = await productViaApi(request, seller, 'Payout Kurta');
  const { orderId } = await orderViaApi(request, product, { quantity: 2 });
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'])
    await moveViaApi(request, seller, product, orderId, status);

  // The admin batches what is payable and pays the store's payout.
  const admin = await browser.newPage();
  await admin.goto('/login?redirect=%2Fadmin%2Fpayouts');
  await signIn(admin, 'admin@demo.test');
  await admin.getByRole('button', { name: m.batchPayableLinesNow() }).click();
  const row = admin.getByTestId('admin-payout').filter({ hasText: 'payout store' });
  await expect(row).toHaveCount(1);
  const amount = (await row.locator('.tabular-nums').textContent())!.trim();
  await row.getByLabel(m.utr()).fill('HDFC-12');
  await row.getByRole('button', { name: m.markPaid() }).click();
  await expect(row.getByText(m.utrInvalid())).toBeVisible();
  await row.getByLabel(m.utr()).fill('412345678901');
  await row.getByRole('button', { name: m.markPaid() }).click();
  await toast(admin, m.payoutPaid());
  await admin.close();

  await openAs(page, seller, '/store-owner/payments');
  const payout = page.getByTestId('payout').first();
  await expect(payout).toContainText('UTR 412345678901');
  await expect(payout).toContainText(amount);
  const item = page.getByTestId('ledger-item').filter({ hasText: 'Payout Kurta' });
  for (const line of [
    `${m.labelLedgerkindSale()}₹998.00`,
    `${m.labelLedgerkindCommission()} (15%)`,
    m.labelLedgerkindFixedFee(),
    m.labelLedgerkindShippingFee(),
    `${m.labelLedgerkindGstOnFees()} (18%)`,
    // Within Karnataka: TCS in its GSTR-8 parts, half the 0.5% each (decision 026).
    `${m.labelLedgerkindTcsCgst()} (0.25%)`,
    `${m.labelLedgerkindTcsSgst()} (0.25%)`,
    `${m.labelLedgerkindTds()} (0.1%)`,
  ])
    await expect(item).toContainText(line);
  await expect(item.getByTestId('ledger-net')).toHaveText(amount);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.downloadCsv(), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^ledger-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  // A strict parser reads it back: every field quoted, each row whole (decision 026).
  const [header, ...rows] = parse(readFileSync((await download.path())!, 'utf8'), {
    bom: true,
    relax_quotes: false,
    relax_column_count: false,
  }) as string[][];
  expect(header!.join()).toBe(
    'Date,Order,Item,Product,Event,Line,Rate %,Amount (INR),Payable on,Payout',
  );
  const mine = rows.filter((r) => r[1] === orderId);
  expect(mine.map((r) => r[5])).toEqual([
    m.labelLedgerkindSale(),
    m.labelLedgerkindCommission(),
    m.labelLedgerkindFixedFee(),
    m.labelLedgerkindShippingFee(),
    m.labelLedgerkindGstOnFees(),
    m.labelLedgerkindTcsCgst(),
    m.labelLedgerkindTcsSgst(),
    m.labelLedgerkindTds(),
  ]);
  const net = mine.reduce((n, r) => n + Math.round(Number(r[7]) * 100), 0);
  expect(`₹${(net / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`).toBe(amount);

  // The payout's statement (decision 026): its lines by kind to the net paid.
  await payout.getByRole('link', { name: matching((day) => m.statementOf({ day })) }).click();
  const statement = page.getByTestId('payout-statement');
  await expect(statement).toContainText('UTR 412345678901');
  await expect(statement).toContainText(m.labelLedgerkindTcsCgst());
  await expect(statement.getByTestId('statement-net')).toHaveText(amount);
  await expect(statement).toContainText('Payout Kurta');
  await page.goBack();

  // The month's filing pack (decision 026): the order's supply within Karnataka, its TCS in parts.
  const pack = page.getByTestId('filing-pack');
  await expect(pack).toContainText('Karnataka (29) · 5%');
  await expect(pack).toContainText('TCS CGST');
  await expect(pack).toContainText(m.netTaxableValue());
  // Tables 13 and 14 and the line between the two nets (issue 48, defect 6), each basis named.
  await expect(pack.getByRole('region', { name: m.documentsIssuedTable13() })).toContainText(
    m.invoicesForOutwardSupply(),
  );
  await expect(pack.getByRole('region', { name: m.operatorSuppliesTable14() })).toBeVisible();
  await expect(pack.getByRole('region', { name: m.gstr1Gstr8Reconciliation() })).toContainText(
    m.gstr1NetTaxable(),
  );
  await expect(pack).toContainText(m.tcsBasisDelivered());
  const [packFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.downloadFilingPackCsv() }).click(),
  ]);
  expect(packFile.suggestedFilename()).toMatch(/^filing-pack-\d{4}-\d{2}\.csv$/);
  const sections = parse(readFileSync((await packFile.path())!, 'utf8'), {
    bom: true,
    relax_quotes: false,
    relax_column_count: true,
  }) as string[][];
  expect(sections.some((r) => r[0] === '29-Karnataka' && r[1] === '5.00')).toBe(true);
  expect(sections.some((r) => r[0] === 'Invoices for outward supply')).toBe(true);
  const overflowAfter = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowAfter).toBeLessThanOrEqual(0);

  // A month to come and a period that is not one are said at their fields, and nothing is asked.
  await page.getByLabel(m.month()).fill('2031-05');
  await expect(page.getByText(m.monthFuture())).toBeVisible();
  await expect(page.getByRole('button', { name: m.downloadFilingPackCsv() })).toBeDisabled();
  await page.getByLabel(m.periodFrom()).fill('2031-01-01');
  await expect(page.getByText(m.periodInvalid())).toBeVisible();
  await expect(page.getByRole('button', { name: m.downloadCsv(), exact: true })).toBeDisabled();
});
