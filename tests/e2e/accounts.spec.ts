import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { codeFor, freshEmail, latestMail, signIn, signUpViaApi } from './support.ts';

test('sign-up by one-time code, then sign in to the newStore page', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/login');
  await page.getByRole('link', { name: 'New User? Sign Up' }).click();
  await expect(page).toHaveURL(/\/registration$/);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(m.emailInvalid())).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByRole('button', { name: /Resend OTP \(\d+s\)/ })).toBeDisabled();
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  const code = await codeFor(email);
  if (code !== '000000') await expect(page.getByText(m.otpInvalid())).toBeVisible();
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(m.passwordMin8())).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm Password').fill('a different one');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(m.passwordsDoNotMatch())).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm Password').fill('a good password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(m.registrationSuccessful())).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await signIn(page, email, 'a good password');
  await expect(page).toHaveURL(/\/newStore$/);
  await expect(page.getByText(m.noStoreYet())).toBeVisible();
});

test('forgot and reset password by the e-mailed link', async ({ page, request }) => {
  const email = freshEmail('reset');
  await signUpViaApi(request, email, 'first password 1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByText(m.resetEmailSent())).toBeVisible();

  const resetLink = /https?:\/\/\S+\/reset-password\?token=[\w-]+/;
  const link = (await latestMail(email, resetLink)).match(resetLink)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Enter New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(m.passwordMin8())).toBeVisible();
  await page.getByLabel('Enter New Password', { exact: true }).fill('second password 2');
  await page.getByLabel('Re-Enter New Password').fill('something else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(m.passwordsDontMatch())).toBeVisible();
  await page.getByLabel('Enter New Password', { exact: true }).fill('second password 2');
  await page.getByLabel('Re-Enter New Password').fill('second password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, email, 'first password 1');
  await expect(page.getByRole('alert')).toHaveText(m.signInFailed());
  await signIn(page, email, 'second password 2');
  await expect(page).toHaveURL(/\/newStore$/);

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Enter New Password', { exact: true }).fill('third password 3');
  await page.getByLabel('Re-Enter New Password').fill('third password 3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(m.resetLinkInvalid())).toBeVisible();
});

test('the profile shows every field and saves name and phone', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, 'owner2@demo.test');
  for (const label of ['Name', 'Email', 'Phone', 'Role', 'Created At', 'Store ID', 'Store Name']) {
    await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.locator('dd', { hasText: 'Second Stitch' })).toBeVisible();
  const edit = page.getByRole('region', { name: 'Edit profile' });
  await edit.getByLabel('Phone').fill('call me');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(m.phoneInvalid())).toBeVisible();
  const name = `Meera ${Date.now() % 1000}`;
  await edit.getByLabel('Name').fill(name);
  await edit.getByLabel('Phone').fill('+91 98450 11003');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(m.profileSaved())).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await expect(page.locator('dd', { hasText: name })).toBeVisible();
  await page.reload();
  await expect(page.locator('dd', { hasText: name })).toBeVisible();
});
