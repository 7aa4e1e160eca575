/**
 * Decision 020, "made for thumbs": at 360 px no page scrolls sideways, and every visible control has
 * a box of at least 44 × 44 px (WCAG 2.5.5). Links inside a sentence are exempt, as WCAG allows;
 * a checkbox counts by its label.
 */
import { m } from '../../domain/messages.ts';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

const MIN = 44;

/** What is wrong with the page now: sideways scrolling, and each control below the minimum. */
function problems(page: Page, path: string) {
  return page.evaluate(
    ({ min, path }) => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        found.push(
          `${path}: scrolls sideways (${document.documentElement.scrollWidth} > ${width})`,
        );
      }
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=menuitem], [role=tab], [role=switch]',
      );
      for (const el of controls) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        if (el.closest('[aria-hidden=true], .sr-only, [inert]')) continue;
        let box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // A 1 px input drawn by a label (file pickers, checkboxes) is reached through its label.
        const input = el as HTMLInputElement;
        if (el.tagName === 'INPUT' && ['checkbox', 'radio', 'file'].includes(input.type)) {
          const label = input.labels?.[0] ?? el.closest('label');
          if (label) box = label.getBoundingClientRect();
        }
        // A link inside running text is exempt (WCAG 2.5.5, "inline").
        if (el.tagName === 'A' && el.parentElement?.closest('p') && !el.matches('[class*=min-h]'))
          continue;
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          found.push(
            `${path}: ${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
      return found;
    },
    { min: MIN, path },
  );
}

async function sweep(page: Page, paths: string[], ready: (path: string) => Promise<void>) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await ready(path);
    found.push(...(await problems(page, path)));
  }
  return found;
}

test('signed-out pages fit 360 px and every control is thumb-sized', async ({ page }) => {
  const found = await sweep(
    page,
    ['/login', '/registration', '/forgot-password', '/reset-password?token=abc', '/unauthorized'],
    () => page.locator('h1').first().waitFor(),
  );
  expect(found).toEqual([]);
});

test('a seller’s pages fit 360 px and every control is thumb-sized', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('heading', { name: m.storeInsights() })).toBeVisible();
  await page.goto('/store-owner/orders');
  const first = page.getByTestId('order-row').first();
  await first.waitFor();
  const orderHref = await first.getByRole('link').first().getAttribute('href');
  const found = await sweep(
    page,
    [
      '/store-owner',
      '/store-owner/orders',
      orderHref!,
      `${orderHref!}/invoice`,
      '/store-owner/inventory',
      '/store-owner/inventory/edit-product',
      '/store-owner/order-history',
      '/store-owner/complaints',
      '/store-owner/returns',
      '/store-owner/payments',
      '/store-owner/manifest',
      '/store-owner/profile',
      '/settings',
      '/support',
      '/sync',
      '/store1',
    ],
    async () => {
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  );
  expect(found).toEqual([]);
});

test('an admin’s pages fit 360 px and every control is thumb-sized', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  const found = await sweep(
    page,
    [
      '/admin',
      '/admin/store',
      '/admin/user',
      '/admin/organization',
      '/admin/inventory',
      '/admin/disputes',
      '/admin/payouts',
      '/admin/audit',
    ],
    async () => {
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  );
  expect(found).toEqual([]);
});
