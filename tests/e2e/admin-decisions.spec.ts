/**
 * What a store owner sees of an admin's decisions. The admin acts through the API here: the admin
 * screens are still to come (issue 11).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../domain/messages.ts';
import { approvedSeller } from './catalogue-support.ts';
import { apiToken, DEMO_PASSWORD, gql, signIn } from './support.ts';

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
