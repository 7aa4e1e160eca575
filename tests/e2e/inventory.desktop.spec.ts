import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { signIn } from './support.ts';

test('at desktop width a product’s actions sit on one line, each a whole target', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/store-owner$/);
  await page.getByRole('link', { name: m.inventory() }).first().click();
  const row = page.getByTestId('inventory-row').first();
  await expect(row).toBeVisible();
  const boxes = await Promise.all(
    [
      row.getByRole('button', { name: new RegExp(`^${m.coloursAndSizes()}`) }),
      row.getByRole('link', { name: new RegExp(`^${m.edit()}`) }),
      row.getByRole('button', { name: new RegExp(`^${m.delete()}`) }),
    ].map((control) => control.boundingBox()),
  );
  // Delete had wrapped under the others, with the table's width to spare.
  for (const box of boxes) {
    expect(box?.y).toBeCloseTo(boxes[0]!.y, 0);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});
