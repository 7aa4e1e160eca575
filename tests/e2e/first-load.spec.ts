/** Decision 033: the sign-in page a first visit gets is painted from HTML, then hydrated. */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { BASE_URL } from '../../playwright.config.ts';
import { signIn } from './support.ts';

test('paints the sign-in page from HTML before any script, in the browser’s language', async ({
  browser,
}, info) => {
  const { locale, viewport } = info.project.use;
  const context = await browser.newContext({
    locale,
    viewport,
    baseURL: BASE_URL,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: m.signIn(), level: 1 })).toBeVisible();
  await expect(page.getByLabel(m.email())).toBeVisible();
  await expect(page.getByLabel(m.password())).toBeVisible();
  await expect(page.getByRole('button', { name: m.signIn() })).toBeVisible();
  if (locale) expect(await page.getAttribute('html', 'lang')).toBe(locale.split('-')[0]);
  await page.screenshot({ path: info.outputPath('login-before-script.png') });
  // A tap before the script runs never puts the password in an address: the page comes back.
  await page.getByLabel(m.email()).fill('owner@demo.test');
  await page.getByLabel(m.password()).fill('early-tap-secret');
  await page.getByRole('button', { name: m.signIn() }).click();
  await expect(page.getByRole('heading', { name: m.signIn(), level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('early-tap-secret');
  expect(new URL(page.url()).pathname).toBe('/login');
  // Nothing but the form takes room: the page is no taller than the screen.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(viewport?.height ?? 780);
  await context.close();
});

test('hydrates the prerendered sign-in page without a shift or an error, and signs in', async ({
  page,
}, info) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  // Hydrated: the form checks its fields, which only the script does.
  await page.getByRole('button', { name: m.signIn() }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-hydrated.png') });
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/store-owner$/);
  expect(errors).toEqual([]);
});
