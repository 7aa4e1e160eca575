import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { asPattern, codeFor, freshEmail, latestMail, signIn, signUpViaApi } from './support.ts';

test('sign-up by one-time code, then sign in to the newStore page', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/login');
  await page.getByRole('link', { name: m.newUserSignUp() }).click();
  await expect(page).toHaveURL(/\/registration$/);

  await page.getByRole('button', { name: m.sendOtp() }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.getByLabel(m.email()).fill('not-an-email');
  await page.getByRole('button', { name: m.sendOtp() }).click();
  await expect(page.getByText(m.emailInvalid())).toBeVisible();
  await page.getByLabel(m.email()).fill(email);
  await page.getByRole('button', { name: m.sendOtp() }).click();

  await expect(
    page.getByRole('button', { name: asPattern(m.resendOtpIn({ seconds: 60 }), '60', '\\d+') }),
  ).toBeDisabled();
  await page.getByLabel(m.otp()).fill('000000');
  await page.getByRole('button', { name: m.verifyOtp() }).click();
  const code = await codeFor(email);
  if (code !== '000000') await expect(page.getByText(m.otpInvalid())).toBeVisible();
  await page.getByLabel(m.otp()).fill(code);
  await page.getByRole('button', { name: m.verifyOtp() }).click();

  await page.getByLabel(m.password(), { exact: true }).fill('short');
  await page.getByRole('button', { name: m.register() }).click();
  await expect(page.getByText(m.passwordMin8())).toBeVisible();
  await page.getByLabel(m.password(), { exact: true }).fill('a good password');
  await page.getByLabel(m.confirmPassword()).fill('a different one');
  await page.getByRole('button', { name: m.register() }).click();
  await expect(page.getByText(m.passwordsDoNotMatch())).toBeVisible();
  await page.getByLabel(m.password(), { exact: true }).fill('a good password');
  await page.getByLabel(m.confirmPassword()).fill('a good password');
  await page.getByRole('button', { name: m.register() }).click();
  await expect(page.getByText(m.registrationSuccessful())).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Sign-in opens with the new account's e-mail typed in.
  await expect(page.getByLabel(m.email())).toHaveValue(email);

  await signIn(page, email, 'a good password');
  await expect(page).toHaveURL(/\/newStore$/);
  await expect(page.getByText(m.noStoreYet())).toBeVisible();
});

test('forgot and reset password by the e-mailed link', async ({ page, request }) => {
  const email = freshEmail('reset');
  await signUpViaApi(request, email, 'first password 1');

  await page.goto('/login');
  await page.getByRole('link', { name: m.forgotPassword() }).click();
  await page.getByRole('button', { name: m.forgotPassword() }).click();
  await expect(page.getByText(m.emailIsRequired())).toBeVisible();
  await page.getByLabel(m.email()).fill(email);
  await page.getByRole('button', { name: m.forgotPassword() }).click();
  await expect(page.getByText(m.resetEmailSent())).toBeVisible();

  const resetLink = /https?:\/\/\S+\/reset-password\?token=[\w-]+/;
  const link = (await latestMail(email, resetLink)).match(resetLink)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(m.enterNewPassword(), { exact: true }).fill('short');
  await page.getByRole('button', { name: m.resetPassword() }).click();
  await expect(page.getByText(m.passwordMin8())).toBeVisible();
  await page.getByLabel(m.enterNewPassword(), { exact: true }).fill('second password 2');
  await page.getByLabel(m.reEnterNewPassword()).fill('something else');
  await page.getByRole('button', { name: m.resetPassword() }).click();
  await expect(page.getByText(m.passwordsDontMatch())).toBeVisible();
  await page.getByLabel(m.enterNewPassword(), { exact: true }).fill('second password 2');
  await page.getByLabel(m.reEnterNewPassword()).fill('second password 2');
  await page.getByRole('button', { name: m.resetPassword() }).click();
  await expect(page.getByText(m.yourPasswordHasBeenChanged())).toBeVisible();

  await page.getByRole('link', { name: m.signIn() }).click();
  await signIn(page, email, 'first password 1');
  await expect(page.getByRole('alert')).toHaveText(m.signInFailed());
  await signIn(page, email, 'second password 2');
  await expect(page).toHaveURL(/\/newStore$/);

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(m.enterNewPassword(), { exact: true }).fill('third password 3');
  await page.getByLabel(m.reEnterNewPassword()).fill('third password 3');
  await page.getByRole('button', { name: m.resetPassword() }).click();
  await expect(page.getByText(m.resetLinkInvalid())).toBeVisible();
});

test('the profile shows every field and saves name and phone', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, 'owner2@demo.test');
  for (const label of [
    m.name(),
    m.email(),
    m.phone(),
    m.role(),
    m.createdAt(),
    m.storeId(),
    m.storeName2(),
  ]) {
    await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.locator('dd', { hasText: 'Second Stitch' })).toBeVisible();
  const edit = page.getByRole('region', { name: m.editProfile() });
  await edit.getByLabel(m.phone()).fill('call me');
  await edit.getByRole('button', { name: m.saveChanges() }).click();
  await expect(page.getByText(m.phoneInvalid())).toBeVisible();
  const name = `Meera ${Date.now() % 1000}`;
  await edit.getByLabel(m.name()).fill(name);
  await edit.getByLabel(m.phone()).fill('+91 98450 11003');
  await edit.getByRole('button', { name: m.saveChanges() }).click();
  await expect(page.getByText(m.profileSaved())).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await expect(page.locator('dd', { hasText: name })).toBeVisible();
  await page.reload();
  await expect(page.locator('dd', { hasText: name })).toBeVisible();
});
