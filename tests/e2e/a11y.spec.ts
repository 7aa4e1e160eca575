import { formatDate, formatDayMonth, indianDayStart } from '../../domain/dates.ts';
import { m } from '../../domain/messages.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { matching, signIn, startsWith } from './support.ts';

async function expectNoSeriousViolations(page: Page, name: string) {
  // Colours are read as painted: a control whose colours are still changing (a transition, as
  // the sign-in button's when the prerendered page is hydrated) reads between the two.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('signed-out screens have no serious accessibility violations', async ({ page }) => {
  for (const path of [
    '/login',
    '/registration',
    '/forgot-password',
    '/reset-password?token=abc',
    '/unauthorized',
  ]) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    // The prerendered sign-in page is checked as it is once its script has it (decision 033).
    if (path === '/login')
      await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeEnabled();
    await expectNoSeriousViolations(page, path);
  }
});

test('signed-in screens have no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('heading', { name: m.storeInsights() })).toBeVisible();
  for (const path of [
    '/store-owner',
    '/store-owner/profile',
    '/settings',
    '/support',
    '/newStore',
  ]) {
    await page.goto(path);
    await page.locator('main h1, main section').first().waitFor();
    await expectNoSeriousViolations(page, path);
  }
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await expectNoSeriousViolations(page, 'account menu');
  await page.keyboard.press('Escape');
});

test('the inventory, the product form with its messages, and the product editor', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Finventory');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByTestId('inventory-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'inventory');
  await page
    .getByRole('link', { name: startsWith(m.edit()) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: m.coloursAndSizes() })).toBeVisible();
  await expectNoSeriousViolations(page, 'edit product');
  await page.goto('/store-owner/inventory/edit-product');
  await page.getByRole('button', { name: m.saveChanges2() }).click();
  await expect(page.getByText(m.itemNameRequired())).toBeVisible();
  await expectNoSeriousViolations(page, 'product form with messages');
});

test('the warehouse screens: scan to find, a stock take, labels and packing by scan', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Finventory%2Fscan');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('button', { name: m.scanOpenCamera() })).toBeVisible();
  await page.getByLabel(m.scanTypedCode()).fill('NOT-A-CODE');
  await page.getByRole('button', { name: m.scanEnterCode() }).click();
  await expect(page.getByTestId('scan-verdict')).toBeVisible();
  await expectNoSeriousViolations(page, 'scan to find');
  await page.goto('/store-owner/inventory/stock-take');
  await page.getByRole('button', { name: m.stockTakeStart() }).click();
  await expect(page.getByText(m.stockTakeNameRequired())).toBeVisible();
  await expectNoSeriousViolations(page, 'stock take, its name missing');
  await page.goto('/store-owner/inventory');
  await page
    .getByRole('link', { name: startsWith(m.edit()) })
    .first()
    .click();
  await page.getByRole('link', { name: m.printLabels() }).click();
  await expect(page.getByLabel(m.labelSheet())).toBeVisible();
  await expectNoSeriousViolations(page, 'labels');
  await page.goto('/store-owner/orders?queue=TO_PACK');
  await page.getByTestId('pack-by-scan').click();
  await expect(page.getByRole('heading', { name: m.pickList() })).toBeVisible();
  await expectNoSeriousViolations(page, 'pack by scan');
});

test('the orders list, an order, its invoice, the order history and complaints', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Forders');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'orders');
  // A delivered order, whose invoice was issued when it shipped (decision 021).
  // Every row holds a status menu with a "Delivered" option: the filtered page is known by its
  // answer, not by that word.
  const delivered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') && /"status":"DELIVERED"/.test(r.request().postData() ?? ''),
  );
  await page.getByLabel(m.status(), { exact: true }).selectOption('DELIVERED');
  await expect(page).toHaveURL(/status=DELIVERED/);
  await delivered;
  // The list shows its own page (the last one's rows stay dimmed and busy until then).
  await expect(page.getByTestId('order-row').first()).toContainText(m.labelOrderstatusDelivered());
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page
    .getByRole('link', { name: matching((o) => m.infoOfOrder({ order: o })) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: m.orderItems() })).toBeVisible();
  await expectNoSeriousViolations(page, 'order');
  await page.getByRole('link', { name: m.invoice() }).click();
  await expect(page.getByTestId('invoice')).toBeVisible();
  await expectNoSeriousViolations(page, 'invoice');
  await page.goto('/store-owner/order-history');
  await page
    .getByRole('button', { name: matching((o) => m.openOrder({ order: o })) })
    .first()
    .click();
  await expect(page.getByTestId('history-detail')).toBeVisible();
  await expectNoSeriousViolations(page, 'order history');
  await page.goto('/store-owner/complaints');
  await expect(page.getByRole('heading', { name: m.complaints() })).toBeVisible();
  await page.locator('main p, main ul').first().waitFor();
  await expectNoSeriousViolations(page, 'complaints');
  await page.goto('/store-owner');
  await expect(page.getByTestId('sales-chart')).toBeVisible();
  await expectNoSeriousViolations(page, 'store insights');
  // The chart's figures as a table for screen readers: each day as every screen writes a date.
  const table = page.getByRole('table', { name: m.revenueAndOrdersPerDay() });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  await expect(table.getByRole('cell', { name: formatDate(indianDayStart(today)) })).toHaveCount(1);
  await expect(table.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ })).toHaveCount(0);
  // With no cursor over the chart (a phone has no hover) its legend reads the latest day's figures.
  // The chart is drawn once it is on screen (below the figures on a phone).
  await page.getByTestId('sales-chart').scrollIntoViewIfNeeded();
  const legend = page.getByTestId('sales-chart').locator('.u-legend');
  await expect(legend).toContainText(formatDayMonth(indianDayStart(today)));
  await expect(legend).not.toContainText('—');
});

test('the team screen, and an invitation’s page', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Fteam');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByTestId('team-member').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'team');
  await page.goto('/invitation?token=not-a-token');
  await expect(page.getByRole('alert')).toHaveText(m.invitationInvalid());
  await expectNoSeriousViolations(page, 'invitation');
});

test('returns, payments, the pickup manifest and a shipped order’s label', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Freturns');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'returns');
  await page.goto('/store-owner/payments');
  await expect(page.getByTestId('next-payout')).toBeVisible();
  await expectNoSeriousViolations(page, 'payments');
  await page.goto('/store-owner/manifest');
  await expect(page.getByRole('heading', { name: m.pickupManifest() })).toBeVisible();
  await expectNoSeriousViolations(page, 'manifest');
  await page.goto('/store-owner/orders?status=SHIPPED');
  await page
    .getByRole('link', { name: matching((o) => m.infoOfOrder({ order: o })) })
    .first()
    .click();
  await page.getByRole('link', { name: m.labelAndPackingSlip() }).click();
  await expect(page.getByTestId('shipping-label')).toBeVisible();
  await expectNoSeriousViolations(page, 'label');
});

test('every admin screen: dashboard, stores, users, organisations, inventory, audit log', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fadmin');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('region', { name: m.auditLog(), exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin dashboard');
  await page.goto('/admin/store?status=PENDING');
  await page
    .getByRole('list', { name: m.stores(), exact: true })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('region', { name: m.store(), exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin stores');
  await page.goto('/admin/user?role=seller');
  await page.getByRole('list', { name: m.users2() }).getByRole('button').first().click();
  await expect(page.getByRole('region', { name: m.user2() })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin users');
  await page.goto('/admin/organization?id=new');
  await page.getByRole('button', { name: m.createOrganisation() }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin organisations');
  await page.goto('/admin/inventory');
  await expect(page.getByTestId('admin-inventory-row').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin inventory');
  await page.goto('/admin/payouts');
  await expect(page.getByTestId('admin-payout').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin payouts');
  await page.goto('/admin/claims');
  await expect(page.getByRole('heading', { name: m.claims(), level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, m.claims());
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: m.auditLog(), level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'audit log');
});

test('the first onboarding page, with its messages', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstore1');
  await signIn(page, 'pending@demo.test');
  const details = page.getByRole('form', { name: m.storeDetails() });
  await details.getByRole('button', { name: m.next() }).click();
  await expect(details.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'store1');
});
