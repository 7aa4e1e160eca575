/** Decision 033: the sign-in page a first visit gets is painted from HTML, then hydrated. */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { BASE_URL } from '../../playwright.config.ts';
import { DEMO_PASSWORD, firstPaintAt, signIn } from './support.ts';

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
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeVisible();
  if (locale) expect(await page.getAttribute('html', 'lang')).toBe(locale.split('-')[0]);
  await page.screenshot({ path: info.outputPath('login-before-script.png') });
  // Before the script runs, Sign In waits for it: neither a tap nor Enter sends the form.
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeDisabled();
  await page.getByLabel(m.email()).fill('owner@demo.test');
  await page.getByLabel(m.password()).fill('early-tap-secret');
  await page.getByLabel(m.password()).press('Enter');
  await expect(page.getByLabel(m.password())).toHaveValue('early-tap-secret');
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
  // The console's scripts are asked for only once the page has painted (decision 033): the
  // network can be quiet for a moment before they are (the page has no image to fetch).
  const consoleScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/(?!boot-)[^/]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    );
  await expect.poll(async () => (await consoleScripts()).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  const painted = await firstPaintAt(page);
  const scripts = await consoleScripts();
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted);
  // Hydrated: the form checks its fields, which only the script does.
  await page.getByRole('button', { name: m.signIn(), exact: true }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-hydrated.png') });
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/store-owner$/);
  expect(errors).toEqual([]);
});

test('what is typed before the script runs is kept, and signs in once it has', async ({ page }) => {
  // A slow phone: every script arrives two seconds late (the page is there at once, not loaded).
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/login?redirect=%2Fstore-owner%2Forders', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeDisabled();
  await page.getByLabel(m.email()).fill('owner@demo.test');
  await page.getByLabel(m.password()).fill(DEMO_PASSWORD);
  await page.getByLabel(m.rememberMe()).uncheck();
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeEnabled({
    timeout: 15_000,
  });
  await expect(page.getByLabel(m.email())).toHaveValue('owner@demo.test');
  await expect(page.getByLabel(m.rememberMe())).not.toBeChecked();
  await page.getByRole('button', { name: m.signIn(), exact: true }).click();
  await expect(page).toHaveURL(/\/store-owner\/orders(\?|$)/);
  // Remember Me stayed off: the session is this browser session's only.
  const kept = await page.evaluate(() => ({
    remembered: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
  }));
  expect(kept.remembered).toBeNull();
  expect(kept.session).toBeTruthy();
});

test('a language chosen before the script runs is applied once it has', async ({
  browser,
}, info) => {
  // In English at first, whatever the project's language.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-IN',
    viewport: info.project.use.viewport,
  });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(m.language()).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: m.signIn({}, { locale: 'hi' }) })).toBeVisible();
  await expect(page.getByLabel(m.language({}, { locale: 'hi' }))).toHaveValue('hi');
  await context.close();
});
