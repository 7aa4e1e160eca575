/**
 * Issue 11's first journey: a new user signs up with the e-mailed code (and the optional details),
 * onboards a store with real images and valid KYC, has each invalid identifier refused with its
 * message, and then sees the pending state.
 */
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { STORE_INPUT, freshAadhaar, freshKyc } from '../fixtures.ts';
import { pngFile } from './catalogue-support.ts';
import { codeFor, freshEmail, signIn } from './support.ts';

const form = (page: Page, name: string) => page.getByRole('form', { name });

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/registration');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('Full Name (optional)').fill('Asha Rao');
  await page.getByLabel('Phone (optional)').fill('12345');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(m.phoneFormat())).toBeVisible();
  await page.getByLabel('Phone (optional)').fill('98765 43210');
  await page.getByLabel('Organisation (optional)').fill('Asha Textiles');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(m.registrationSuccessful())).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
}

/** Types a value, submits the step and expects the message under that field. */
async function refused(page: Page, step: string, label: string, value: string, message: string) {
  await form(page, step).getByLabel(label, { exact: true }).fill(value);
  await form(page, step).getByRole('button', { name: 'Next' }).click();
  await expect(form(page, step).getByText(message, { exact: true })).toBeVisible();
}

test('a new user signs up, onboards a store with images and valid KYC, and sees it pending', async ({
  page,
}) => {
  const email = freshEmail('onboard');
  // Store names are unique (decision 027): this spec runs on the phone and on the desktop.
  const brand = `Asha Threads ${email.split('.')[1]}`;
  await signUp(page, email, 'a good password');
  await signIn(page, email, 'a good password');
  await expect(page).toHaveURL(/\/newStore$/);
  await expect(page.getByText(m.noStoreYet())).toBeVisible();
  await expect(page.getByRole('link', { name: m.onboardYourStore() })).toBeVisible();
  await page.getByRole('link', { name: m.onboradYourStore() }).click();
  await expect(page).toHaveURL(/\/store1$/);

  // Step 1: every required message, and the image rule.
  const details = form(page, 'Store details');
  await details.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    m.brandNameRequired(),
    m.storePhoneRequired(),
    m.emergencyPhoneRequired(),
    m.storeAddressRequired(),
    m.storeStateRequired(),
    m.storePinRequired(),
    m.pocNameRequired(),
    m.pocPhoneRequired(),
    m.invalidEmailAddress(),
    m.uploadAtLeastOneImage(),
  ])
    await expect(details.getByText(message, { exact: true })).toBeVisible();
  await details.getByLabel('Store Type').selectOption('THRIFT');
  await details.getByLabel('Brand Name').fill(brand);
  await details.getByLabel('Business Email').fill('shop@asha.example');
  await details.getByLabel('Emergency Phone').fill(STORE_INPUT.emergencyPhone);
  await details.getByLabel('Store Address').fill(STORE_INPUT.addresses);
  // The PIN code must be in the chosen state (decision 021).
  await details.getByLabel('State', { exact: true }).selectOption(STORE_INPUT.stateCode);
  await refused(page, 'Store details', 'PIN Code', '110001', m.pinNotInState());
  await details.getByLabel('PIN Code').fill(STORE_INPUT.pinCode);
  await details.getByLabel('POC Name').fill('Asha');
  await details.getByLabel('POC Phone').fill(STORE_INPUT.pocPhone);
  await refused(page, 'Store details', 'Store Phone', '12345', m.phoneFormat());
  // A Bengaluru landline is not a mobile, though its digits look like one.
  await refused(page, 'Store details', 'Store Phone', '080-23456789', m.landlineNotMobile());
  await details.getByLabel('Store Phone').fill(STORE_INPUT.phone);

  // The draft survives a reload, chosen images included.
  const files = await Promise.all(['s1.png', 's2.png'].map((n) => pngFile(n, 300)));
  await details.locator('input[type=file]').setInputFiles(files);
  await expect(details.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(
    2,
  );
  await page.waitForTimeout(300);
  await page.reload();
  await expect(details.getByLabel('Brand Name')).toHaveValue(brand);
  await expect(details.getByLabel('Store Type')).toHaveValue('THRIFT');
  await expect(details.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(
    2,
  );
  // A demo store's name, however it is spelt, is taken: said beside the field (decision 027).
  await refused(page, 'Store details', 'Brand Name', 'ＫＡＮＣＨＩ  looms', m.storeNameTaken());
  await expect(page).toHaveURL(/\/store1$/);
  await details.getByLabel('Brand Name').fill(brand);

  // A slow uplink, so that the upload's progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page).toHaveURL(/\/store2$/, { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Step 2: each identifier refused with its own message.
  const finance = form(page, 'Finance and KYC');
  await finance.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    m.gstRequired(),
    m.aadhaarRequired(),
    m.panRequired(),
    m.accountNoRequired(),
    m.ifscRequired(),
    m.branchRequired(),
    m.upiRequired(),
  ])
    await expect(finance.getByText(message, { exact: true })).toBeVisible();
  await finance.getByLabel('Account No').fill(STORE_INPUT.accNum);
  await finance.getByLabel('Branch').fill(STORE_INPUT.branch);
  await finance.getByLabel('UPI ID').fill(STORE_INPUT.upiId);
  await finance.getByLabel('IFSC Code').fill(STORE_INPUT.ifsc);
  // A GSTIN belongs to one owner: this new owner's is one nobody has used.
  const kyc = freshKyc();
  await finance.getByLabel('PAN No').fill(kyc.panNum);
  await finance.getByLabel('Aadhaar No').fill(freshAadhaar());
  // A GSTIN of the right shape whose check character is wrong.
  await refused(page, 'Finance and KYC', 'GST No', '29ABCPE1234F1Z8', m.gstinCheck());
  await refused(page, 'Finance and KYC', 'GST No', '99ABCPE1234F1Z7', m.gstinState());
  await finance.getByLabel('GST No').fill(kyc.gstin);
  // A PAN that is valid but not the one inside the GSTIN.
  await refused(page, 'Finance and KYC', 'PAN No', 'ABCPF1234F', m.panGstinMismatch());
  await refused(page, 'Finance and KYC', 'PAN No', 'ABCXE1234F', m.panHolder());
  await finance.getByLabel('PAN No').fill(kyc.panNum);
  const aadhaar = freshAadhaar();
  const wrongDigit = aadhaar.slice(0, 11) + String((Number(aadhaar[11]) + 1) % 10);
  await refused(page, 'Finance and KYC', 'Aadhaar No', wrongDigit, m.aadhaarCheck());
  await refused(page, 'Finance and KYC', 'Aadhaar No', '123456789012', m.aadhaarStart());
  await finance.getByLabel('Aadhaar No').fill(aadhaar);
  await refused(page, 'Finance and KYC', 'IFSC Code', 'HDFC1001234', m.ifscFormat());
  await finance.getByLabel('IFSC Code').fill(STORE_INPUT.ifsc);
  await refused(page, 'Finance and KYC', 'UPI ID', 'asha.okhdfc', m.upiFormat());
  await finance.getByLabel('UPI ID').fill(STORE_INPUT.upiId);

  // Kept across a reload, sealed on this device.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(finance.getByLabel('GST No')).toHaveValue(kyc.gstin);
  await expect(finance.getByLabel('Aadhaar No')).toHaveValue(aadhaar);
  await finance.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/store3$/);

  // Step 3: no validation; submit creates the store.
  const policies = form(page, 'Products and policies');
  await policies.getByLabel(m.productTypeHeading()).selectOption('UNISEX');
  await policies.getByLabel('Store Policy').fill('Hand-made, small batches.');
  await policies.getByLabel('Return Policy').fill('Returns within 7 days.');
  await policies.getByLabel('Shipping Policy').fill('Ships in 2 days.');
  await policies.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(m.storeCreated())).toBeVisible();
  await expect(page).toHaveURL(/\/newStore$/);
  const state = page.getByTestId('store-state');
  await expect(state).toContainText(brand);
  await expect(state).toContainText(m.storePendingState());
  await expect(page.getByRole('link', { name: m.onboardYourStore() })).toHaveCount(0);

  // The draft is gone: onboarding again starts empty.
  await page.goto('/store1');
  await expect(form(page, 'Store details').getByLabel('Brand Name')).toHaveValue('');
  await page.goto('/store3');
  await expect(page).toHaveURL(/\/store1$/);
});
