/**
 * The console in Hindi (decision 030): chosen on the sign-in page, then in the avatar menu, and
 * remembered for the user so that a device with no choice of its own follows it. Elements are
 * found by role and by message, in the language under test.
 */
import { expect, test } from '@playwright/test';
import { LOCALE_NAMES, m } from '../../domain/messages.ts';
import { apiToken, freshEmail, gql, signUpViaApi } from './support.ts';

const hi = { locale: 'hi' } as const;
const en = { locale: 'en' } as const;
const PASSWORD = 'Hindi-pass-1';

test('a seller works in Hindi: chosen on the sign-in page, followed on another device, switched in the avatar menu', async ({
  page,
  browser,
  request,
}) => {
  const email = freshEmail('hindi');
  await signUpViaApi(request, email, PASSWORD);

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(m.language({}, en)).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: m.signIn({}, hi) })).toBeVisible();
  await page.getByLabel(m.email({}, hi)).fill(email);
  await page.getByLabel(m.password({}, hi)).fill(PASSWORD);
  await page.getByRole('button', { name: m.signIn({}, hi) }).click();
  await expect(page.getByRole('heading', { name: m.yourStore({}, hi) })).toBeVisible();

  // The choice made on the sign-in page is remembered for the user...
  const token = await apiToken(request, email, PASSWORD);
  await expect
    .poll(async () => (await gql(request, '{ me { locale } }', {}, token)).data?.me)
    .toEqual({ locale: 'hi' });
  // ...so another phone, never told a language, follows it once signed in.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const phone = await other.newPage();
  await phone.goto('/login');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await phone.getByLabel(m.email({}, en)).fill(email);
  await phone.getByLabel(m.password({}, en)).fill(PASSWORD);
  await phone.getByRole('button', { name: m.signIn({}, en) }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { name: m.yourStore({}, hi) })).toBeVisible();
  await other.close();

  // A refusal from the server comes in Hindi too: it answers in the language the device chose.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'hi' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    return ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message;
  });
  expect(answer).toBe(m.signInRequired({}, hi));

  await page.getByRole('button', { name: m.accountMenu({}, hi) }).click();
  await page.getByRole('menuitem', { name: LOCALE_NAMES.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: m.yourStore({}, en) })).toBeVisible();
  await page.getByRole('button', { name: m.accountMenu({}, en) }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
