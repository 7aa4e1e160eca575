/**
 * Decision 027, a shared phone: without "Remember Me" the saved lists (names, phones, addresses) live
 * in sessionStorage only, never in IndexedDB; Settings says what stays and why; and signing out
 * empties the service worker's saved images, QC photos among them.
 */
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { approvedSeller, customerViaApi, orderViaApi, productViaApi } from './catalogue-support.ts';
import { savedInSession, savedOnDisk, signIn } from './support.ts';

/** The image addresses workbox-expiration has recorded (its own IndexedDB database). */
const recordedImages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('workbox-expiration');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) return resolve([]);
          const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { cacheName: string; url: string }[])
                .filter((e) => e.cacheName === 'images')
                .map((e) => e.url),
            );
          };
        };
      }),
  );

test('a session without Remember Me keeps nothing on disk, and sign-out empties the saved images', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'shared');
  const product = await productViaApi(request, seller, 'Shared Phone Kurta');
  await orderViaApi(request, product, {
    name: 'Lakshmi Shared',
    customer: await customerViaApi(request, 'sharedbuyer'),
  });
  await page.goto('/login?redirect=%2Fstore-owner%2Forders');
  await signIn(page, seller.email, seller.password, false);
  await page.waitForURL(/\/store-owner\/orders(\?|$)/);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect(page.getByTestId('order-row').first()).toContainText('Lakshmi Shared');
  // The list is saved for this browser session only.
  await expect.poll(() => savedInSession(page)).toContain('Lakshmi Shared');
  expect(await savedOnDisk(page)).toBe('');
  await page.goto('/settings');
  await expect(page.getByTestId('device-session')).toHaveText(m.deviceKeptSession());
  await expect(page.getByText(m.deviceKeptQueued())).toBeVisible();

  // A picture in the service worker's cache, as the inventory's thumbnails put there.
  await page.goto('/store-owner/inventory');
  await expect(page.getByTestId('inventory-row').first()).toBeVisible();
  // The worker records each image it saves, with its address (the store's id in it).
  await expect.poll(() => recordedImages(page)).not.toEqual([]);
  await page.evaluate(async () => {
    const cache = await caches.open('images');
    await cache.put('/uploads/qcPhotos/any/private.webp', new Response('x'));
  });
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await page.getByRole('menuitem', { name: m.logout() }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => caches.has('images'))).toBe(false);
  expect(await recordedImages(page)).toEqual([]);
  expect(await savedInSession(page)).toBe('');
});

test('a remembered session keeps its lists on the device, and says so', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'remembered');
  const product = await productViaApi(request, seller, 'Remembered Kurta');
  await orderViaApi(request, product, {
    name: 'Farida Remembered',
    customer: await customerViaApi(request, 'rememberbuyer'),
  });
  await page.goto('/login?redirect=%2Fstore-owner%2Forders');
  await signIn(page, seller.email, seller.password, true);
  await page.waitForURL(/\/store-owner\/orders(\?|$)/);
  await expect.poll(() => savedOnDisk(page)).toContain('Farida Remembered');
  await page.goto('/settings');
  await expect(page.getByTestId('device-session')).toHaveText(m.deviceKeptRemembered());
});
