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
