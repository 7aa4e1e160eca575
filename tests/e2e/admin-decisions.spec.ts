/**
 * What a store owner sees of an admin's decisions. The admin acts through the API here: the admin
 * screens are still to come (issue 11).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../domain/messages.ts';
import { approvedSeller } from './catalogue-support.ts';
import { STORE_INPUT } from '../fixtures.ts';
import { apiToken, DEMO_PASSWORD, freshEmail, gql, signIn, signUpViaApi } from './support.ts';

async function asAdmin(request: APIRequestContext, query: string, vars: Record<string, unknown>) {
  const admin = await apiToken(request, 'admin@demo.test', DEMO_PASSWORD);
  const res = await gql(request, query, vars, admin);
  expect(res.errors).toBeUndefined();
  return res;
}

test('a deactivated store’s owner lands on newStore and reads the admin’s reason', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'deactivated');
  await asAdmin(
    request,
    `mutation($id: ID!) { deactivateStore(storeId: $id, reason: "Counterfeit goods reported") { id } }`,
    { id: seller.storeId },
  );
  await page.goto('/login');
  await signIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/newStore$/);
  const state = page.getByTestId('store-state');
  await expect(state).toContainText(messages.storeDeactivatedState);
  await expect(state).toContainText(`${messages.adminReason} Counterfeit goods reported`);
});

test('a blocked user’s open session ends at once', async ({ page, request }) => {
  const seller = await approvedSeller(request, 'blocked');
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, seller.email, seller.password);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const me = await gql(request, '{ me { id } }', {}, seller.token);
  const userId = (me.data as unknown as { me: { id: string } }).me.id;
  await asAdmin(
    request,
    `mutation($id: ID!) { blockUser(userId: $id, reason: "Fraudulent listings") { id } }`,
    { id: userId },
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstore-owner%2Fprofile$/);
  await signIn(page, seller.email, seller.password);
  await expect(page.getByText(messages.accountBlocked)).toBeVisible();
});

test('an admin approves a pending store with a reason; its owner then lands on the dashboard', async ({
  page,
  browser,
  request,
}) => {
  const email = freshEmail('approve');
  const password = 'approve password 1';
  await signUpViaApi(request, email, password);
  const token = await apiToken(request, email, password);
  const name = `Approve ${Date.now()}`;
  const created = await gql(
    request,
    `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`,
    { input: { ...STORE_INPUT, name } },
    token,
  );
  expect(created.errors).toBeUndefined();
  const storeId = (created.data as unknown as { createStore: { id: string } }).createStore.id;

  await page.goto('/login?redirect=%2Fadmin%2Fstore');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await page.goto(`/admin/store?status=PENDING&id=${storeId}`);
  const pane = page.getByRole('region', { name: 'Store' });
  await expect(pane.getByRole('heading', { name })).toBeVisible();
  // KYC is masked until an admin reveals it with a reason.
  await expect(pane.getByTestId('kyc')).toContainText('XXXX-XXXX-F1Z7');
  await expect(pane.getByTestId('kyc')).not.toContainText(STORE_INPUT.gstin);
  await pane.getByRole('button', { name: 'Approve' }).click();
  await expect(pane.getByText(messages.reasonRequired)).toBeVisible();
  await pane.getByLabel('Reason').fill('KYC checked against GSTN');
  await pane.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Approve done');
  await page.goto(`/admin/store?status=APPROVED&id=${storeId}`);
  await expect(page.getByRole('region', { name: 'Store' }).getByTestId('store-status')).toHaveText(
    'APPROVED',
  );

  const owner = await browser.newPage();
  await owner.goto('/login');
  await signIn(owner, email, password);
  await expect(owner.getByRole('heading', { name: 'Store Insights' })).toBeVisible();
  await owner.close();
});
