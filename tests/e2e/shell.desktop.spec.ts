import { m } from '../../domain/messages.ts';
import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('Ctrl+B and the trigger collapse the navigation to icons, kept in the sidebar:state cookie', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  const nav = page.getByRole('navigation', { name: m.mainNavigation() });
  await expect(nav).toHaveAttribute('data-state', 'expanded');
  expect((await nav.boundingBox())?.width).toBeCloseTo(256, 0);

  await page.keyboard.press('Control+b');
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBeCloseTo(48, 0);
  await expect(nav.getByRole('link', { name: m.dashboard() })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Meta+b');
  await expect(nav).toHaveAttribute('data-state', 'expanded');
  await page.getByRole('button', { name: m.toggleNavigation() }).click();
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: m.toggleNavigation() }).press('Enter');
  await expect(nav).toHaveAttribute('data-state', 'expanded');
});

test('the admin’s navigation has icons, each screen once, and one entry highlighted', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: m.mainNavigation() });
  // Retried until the navigation has rendered (reading it once raced the first paint).
  const labels = [
    m.dashboard(),
    m.stores(),
    m.organizations(),
    m.sellers(),
    m.admins(),
    m.inventory(),
    m.adminCatalogue(),
    m.listingReview(),
    m.navHealth(),
    m.navClaims(),
    m.payouts(),
    m.auditLog(),
  ];
  await expect(nav.getByRole('link')).toHaveText(labels);
  expect(await nav.locator('a svg').count()).toBe(labels.length);
  for (const entry of [m.sellers(), m.admins(), m.stores()]) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(entry);
  }
});
