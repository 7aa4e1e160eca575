import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { newOwnerOnProfile, serverProfile, signIn } from './support.ts';

test('sign-in against a server that never answers says so within 15 seconds', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeVisible();
  // The request reaches nothing that answers: it hangs until the console gives up on it.
  await page.route('**/graphql', () => undefined);
  const started = Date.now();
  await signIn(page, 'owner@demo.test');
  await expect(page.getByText(m.requestTimedOut())).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeEnabled();
});

test('a queued write whose answer never came is sent again with its key and applied once', async ({
  page,
  request,
}) => {
  const { token, form } = await newOwnerOnProfile(page, request, 'timeout');

  const keys: string[] = [];
  let first = true;
  await page.route('**/graphql', async (route) => {
    const key = route.request().headers()['idempotency-key'];
    if (key) keys.push(key);
    if (key && first) {
      first = false;
      await route.fetch(); // the server applies the write, but its answer never arrives
      return;
    }
    await route.continue();
  });
  await form.getByLabel(m.name()).fill('Applied once');
  await form.getByRole('button', { name: m.saveChanges() }).click();
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0, { timeout: 30_000 });
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(await serverProfile(request, token)).toEqual({
    name: 'Applied once',
    phone: null,
    version: 2,
  });
});
