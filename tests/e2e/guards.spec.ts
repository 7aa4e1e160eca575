import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { apiToken, DEMO_PASSWORD, partOf, revokeSessions, signIn, startsWith } from './support.ts';

test.describe('guards and landing', () => {
  test('a protected page sends a visitor to sign in and back again', async ({ page }) => {
    await page.goto('/store-owner/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstore-owner%2Fprofile$/);
    await signIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(/\/store-owner\/profile$/);
    await expect(page.getByText('Kanchi Looms')).toBeVisible();
  });

  test('the home route lands each role in its area', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: m.admin() })).toBeVisible();
    await page.goto('/store-owner');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText(m.unauthorizedTitle())).toBeVisible();
    await expect(page.getByText(m.unauthorizedBody())).toBeVisible();
  });

  test('a store owner with an approved store lands on the dashboard, and may not open admin', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(/\/store-owner$/);
    await expect(page.getByRole('heading', { name: m.storeInsights() })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a store owner whose store awaits approval lands on newStore', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'pending@demo.test');
    await expect(page).toHaveURL(/\/newStore$/);
    // Where the store stands, when it was sent, and whom to ask: no error text (decision 020).
    const state = page.getByTestId('store-state');
    await expect(state).toContainText(m.storePendingState());
    await expect(state).toContainText(partOf((date) => m.storeSentOn({ date })));
    await expect(page.getByRole('link', { name: m.support() })).toBeVisible();
    await expect(page.getByText(m.storeNotDetected())).toHaveCount(0);
    // The seller's sections send them back here rather than showing an error.
    await page.goto('/store-owner/orders');
    await expect(page).toHaveURL(/\/newStore$/);
  });

  test('an owner with an approved store who opens newStore goes to the dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'owner@demo.test');
    await expect(page).toHaveURL(/\/store-owner$/);
    await page.goto('/newStore');
    await expect(page).toHaveURL(/\/store-owner$/);
  });

  test('a customer has no console area, and can sign out from there', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'customer@demo.test');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.getByRole('button', { name: m.logout() }).click();
    await expect(page).toHaveURL(/\/login$/);
    const left = await page.evaluate(() =>
      ['token', 'user'].flatMap((k) => [localStorage.getItem(k), sessionStorage.getItem(k)]),
    );
    expect(left).toEqual([null, null, null, null]);
  });

  test('a failed sign-in says so under the form', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'owner@demo.test', 'not the password');
    await expect(page.getByRole('alert')).toHaveText(m.signInFailed());
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: m.signIn(), exact: true }).click();
    await page.getByLabel(m.email()).fill('');
    await page.getByRole('button', { name: m.signIn(), exact: true }).click();
    await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  });

  test('a revoked token signs out and returns to sign-in, remembering the page', async ({
    page,
    request,
  }) => {
    await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
    await signIn(page, 'owner2@demo.test');
    await expect(page.getByText('Second Stitch')).toBeVisible();
    // Let the page's own start-up requests (the bell's feed comes after the first paint) finish,
    // so that the reload below is what meets the revoked token.
    await expect(page.getByRole('button', { name: startsWith(m.notifications()) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await revokeSessions(request, await apiToken(request, 'owner2@demo.test', DEMO_PASSWORD));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstore-owner%2Fprofile$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('without Remember Me the session lives only for the browser session; logout clears it', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'owner@demo.test', DEMO_PASSWORD, false);
    await expect(page).toHaveURL(/\/store-owner$/);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('token'),
      session: sessionStorage.getItem('token'),
      user: JSON.parse(sessionStorage.getItem('user') ?? '{}') as { email?: string },
    }));
    expect(stored.local).toBeNull();
    expect(stored.session).toMatch(/^ey/);
    expect(stored.user.email).toBe('owner@demo.test');

    await page.getByRole('button', { name: m.accountMenu() }).click();
    await expect(page.getByRole('menu').getByText('owner@demo.test')).toBeVisible();
    await expect(page.getByRole('menu').getByText(m.labelRoleStoreOwner())).toBeVisible();
    await page.getByRole('menuitem', { name: m.logout() }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });

  test('an unparseable stored user is treated as signed out', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('user', '{not json');
      localStorage.setItem('token', 'x');
    });
    await page.goto('/store-owner');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
