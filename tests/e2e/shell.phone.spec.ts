import { m } from '../../domain/messages.ts';
import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('below 768 px the navigation is a left sheet that closes after navigating', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fsettings');
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('navigation', { name: m.mainNavigation() })).toHaveCount(0);

  await page.getByRole('button', { name: m.toggleNavigation() }).tap();
  const sheet = page.getByRole('dialog', { name: m.mainNavigation() });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBeCloseTo(288, 0);
  await sheet.getByRole('link', { name: m.dashboard() }).tap();
  await expect(page).toHaveURL(/\/store-owner$/);
  await expect(sheet).toBeHidden();
  // The tab names the page it shows.
  await expect(page).toHaveTitle(m.pageTitle({ page: m.storeInsights() }));

  await page.getByRole('button', { name: m.toggleNavigation() }).tap();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('a page that takes a moment to open shows a bar under the top bar until it has', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Forders');
  await signIn(page, 'owner@demo.test');
  const row = page.getByTestId('order-row').first();
  await expect(row).toBeVisible();
  // A slow connection from here on: the order's page waits for its code, not yet loaded.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const progress = page.getByRole('progressbar', { name: m.openingPage() });
  await expect(progress).toHaveCount(0);
  await row.getByRole('link').first().tap();
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(/\/store-owner\/orders\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(progress).toHaveCount(0);
});
