import { m } from '../../domain/messages.ts';
import { expect, test } from '@playwright/test';
import { asPattern, matching, signIn, startsWith } from './support.ts';

test('the bell shows unread notifications and marks them read', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  const bell = page.getByRole('button', { name: startsWith(m.notifications()) });
  await bell.click();
  const panel = page.getByRole('dialog', { name: m.notifications() });
  // Our words, then the buyer's name quoted as data (decision 027).
  await expect(
    panel.getByText(asPattern(m.newOrderTitle({ order: 'ORDER' }), 'ORDER', '[0-9a-f]{8}')).first(),
  ).toBeVisible();
  await expect(
    panel.getByText(matching((v) => m.newOrderBody({ name: v, items: v, amount: v }))).first(),
  ).toBeVisible();
  const markAll = panel.getByRole('button', { name: m.markAllRead() });
  if (await markAll.isVisible()) await markAll.click();
  await expect(bell).toHaveAccessibleName(m.notifications());
});

test('Settings switches the theme and Support says how to reach the platform', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await expect(page.getByRole('menuitem', { name: m.profile() })).toHaveCount(0);
  await page.getByRole('menuitem', { name: m.settings() }).click();
  await expect(page.getByRole('heading', { name: m.settings() })).toBeVisible();
  await page.getByLabel(m.dark()).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByLabel(m.light()).check();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: m.accountMenu() }).click();
  await page.getByRole('menuitem', { name: m.support() }).click();
  await expect(page.getByRole('link', { name: 'sellers@threadline.example' })).toBeVisible();
});

// The bell and the account menu are made on first use (decision 077): a plain button stands in
// until then and must open them as Radix's own trigger does, from the keyboard too.
test('the bell and the account menu open from the keyboard, first time and after', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  const account = page.getByRole('button', { name: m.accountMenu() });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  for (const round of [1, 2]) {
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('menuitem', { name: m.settings() }),
      `round ${round}`,
    ).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(account).toBeFocused();
  }

  const bell = page.getByRole('button', { name: startsWith(m.notifications()) });
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  for (const round of [1, 2]) {
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: m.notifications() });
    await expect(panel, `round ${round}`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();
  }
});
