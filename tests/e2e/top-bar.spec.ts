import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('the bell shows unread notifications and marks them read', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // Our words, then the buyer's name quoted as data (decision 027).
  await expect(panel.getByText(/^New order [0-9a-f]{8}$/).first()).toBeVisible();
  await expect(panel.getByText(/^Order for: /).first()).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isVisible()) await markAll.click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('Settings switches the theme and Support says how to reach the platform', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByLabel('Light').check();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page.getByRole('link', { name: 'sellers@threadline.example' })).toBeVisible();
});
