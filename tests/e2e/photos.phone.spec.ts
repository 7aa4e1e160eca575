import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { signIn, startsWith } from './support.ts';

test('a photo that cannot be shown says so in its own tile, offline that it is not saved here', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Finventory');
  await signIn(page, 'owner@demo.test');
  const row = page.getByTestId('inventory-row').filter({ hasText: 'Cargo Joggers' }).first();
  await expect(row).toBeVisible();
  // The product's photos do not come (a photo this device never saved, a server that fails).
  await page.route('**/uploads/**', (route) => route.abort());
  await row.getByRole('link', { name: startsWith(m.edit()) }).click();
  const first = `${m.productImageN({ name: 'Cargo Joggers', n: 1 })}: `;
  await expect(page.getByRole('img', { name: first + m.photoNotLoaded() })).toBeVisible();
  await expect(page.getByText(m.photoNotLoaded()).first()).toBeVisible();
  // No broken image with its text spilling out.
  await expect(
    page.getByRole('img', { name: m.productImageN({ name: 'Cargo Joggers', n: 1 }), exact: true }),
  ).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('img', { name: first + m.photoNotSaved() })).toBeVisible();
});
