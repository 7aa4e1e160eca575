import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { savedCacheHolds, signIn } from './support.ts';

async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('Chromium finds the console installable', async ({ page, baseURL, launchOptions }) => {
  // Installability is never granted to incognito contexts, so this check uses a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const installPage = context.pages()[0] ?? (await context.newPage());
    await installPage.goto('/login');
    await serviceWorkerReady(installPage);
    const cdp = await context.newCDPSession(installPage);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Threadline Console',
    short_name: 'Threadline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? `:${i.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512:maskable']));
});

test('the shell and the profile open offline from the saved cache, with the offline banner', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, 'owner@demo.test');
  await expect(page.locator('dd', { hasText: 'Kanchi Looms' })).toBeVisible();
  await serviceWorkerReady(page);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await savedCacheHolds(page, 'Kanchi Looms');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('dd', { hasText: 'Kanchi Looms' })).toBeVisible();
  await expect(page.locator('dd', { hasText: 'owner@demo.test' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('API paths are never answered by the service worker', async ({ page }) => {
  await page.goto('/login');
  await serviceWorkerReady(page);
  const status = await page.evaluate(async () => (await fetch('/graphql/nope')).status);
  expect(status).toBe(404);
});
