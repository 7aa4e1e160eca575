/**
 * Decision 016's first journey: a new user signs up with the e-mailed code (and the optional details),
 * onboards a store with real images and valid KYC, has each invalid identifier refused with its
 * message, and then sees the pending state.
 */
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { GST_STATES } from '../../domain/gst.ts';
import { STORE_INPUT, freshAadhaar, freshKyc, gstinFor } from '../fixtures.ts';
import { NOT_AN_IMAGE, pngFile } from './catalogue-support.ts';
import { codeFor, freshEmail, signIn } from './support.ts';

const form = (page: Page, name: string) => page.getByRole('form', { name });

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/registration');
  await page.getByLabel(m.email()).fill(email);
  await page.getByRole('button', { name: m.sendOtp() }).click();
  await page.getByLabel(m.otp()).fill(await codeFor(email));
  await page.getByRole('button', { name: m.verifyOtp() }).click();
  await page.getByLabel(m.password(), { exact: true }).fill(password);
  await page.getByLabel(m.confirmPassword()).fill(password);
  await page.getByLabel(m.fullNameOptional()).fill('Asha Rao');
  await page.getByLabel(m.phoneOptional()).fill('12345');
  await page.getByRole('button', { name: m.register() }).click();
  await expect(page.getByText(m.phoneFormat())).toBeVisible();
  await page.getByLabel(m.phoneOptional()).fill('98765 43210');
  await page.getByLabel(m.organisationOptional()).fill('Asha Textiles');
  await page.getByRole('button', { name: m.register() }).click();
  await expect(page.getByText(m.registrationSuccessful())).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Types a value, submits the step and expects the message under that field. */
async function refused(page: Page, step: string, label: string, value: string, message: string) {
  await form(page, step).getByLabel(label, { exact: true }).fill(value);
  await form(page, step).getByRole('button', { name: m.next() }).click();
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
  // The top bar's button and the page's own link (the seed spells them apart; Hindi does not).
  await expect(
    page.getByRole('banner').getByRole('link', { name: m.onboardYourStore() }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: m.onboradYourStore() }).click();
  await expect(page).toHaveURL(/\/store1$/);

  // Step 1: every required message, and the image rule.
  const details = form(page, m.storeDetails());
  await details.getByRole('button', { name: m.next() }).click();
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
  await details.getByLabel(m.storeType()).selectOption('THRIFT');
  await details.getByLabel(m.brandName()).fill(brand);
  await details.getByLabel(m.businessEmail()).fill('shop@asha.example');
  await details.getByLabel(m.emergencyPhone()).fill(STORE_INPUT.emergencyPhone);
  await details.getByLabel(m.storeAddress()).fill(STORE_INPUT.addresses);
  // The PIN code must be in the chosen state (decision 021).
  await details.getByLabel(m.state(), { exact: true }).selectOption(STORE_INPUT.stateCode);
  await refused(page, m.storeDetails(), m.pinCode(), '110001', m.pinNotInState());
  await details.getByLabel(m.pinCode()).fill(STORE_INPUT.pinCode);
  await details.getByLabel(m.pocName()).fill('Asha');
  await details.getByLabel(m.pocPhone()).fill(STORE_INPUT.pocPhone);
  await refused(page, m.storeDetails(), m.storePhone(), '12345', m.phoneFormat());
  // A Bengaluru landline is not a mobile, though its digits look like one.
  await refused(page, m.storeDetails(), m.storePhone(), '080-23456789', m.landlineNotMobile());
  await details.getByLabel(m.storePhone()).fill(STORE_INPUT.phone);

  // A text file named .jpg is named and refused as it is chosen, before anything is sent; a page
  // that begins as a PNG does is sent, refused by the server, and named with its reason (issue 48).
  const picker = details.locator('input[type=file]');
  await picker.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(details.getByText(m.notAnImageNamed({ names: 'notes.jpg' }))).toBeVisible();
  await expect(details.getByRole('list', { name: m.chosenImages() })).toHaveCount(0);
  await picker.setInputFiles({ ...NOT_AN_IMAGE, name: 'front.png' });
  await details.getByRole('button', { name: m.next() }).click();
  await expect(
    details.getByText(m.imageNotUploaded({ name: 'front.png', reason: m.invalidFile() })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/store1$/);
  await details.getByRole('button', { name: m.clearImages() }).click();

  // The draft survives a reload, chosen images included.
  const files = await Promise.all(['s1.png', 's2.png'].map((n) => pngFile(n, 300)));
  await details.locator('input[type=file]').setInputFiles(files);
  await expect(details.getByRole('list', { name: m.chosenImages() }).getByRole('img')).toHaveCount(
    2,
  );
  await page.waitForTimeout(300);
  await page.reload();
  await expect(details.getByLabel(m.brandName())).toHaveValue(brand);
  await expect(details.getByLabel(m.storeType())).toHaveValue('THRIFT');
  await expect(details.getByRole('list', { name: m.chosenImages() }).getByRole('img')).toHaveCount(
    2,
  );
  // A demo store's name, however it is spelt, is taken: said beside the field (decision 027).
  await refused(page, m.storeDetails(), m.brandName(), 'ＫＡＮＣＨＩ  looms', m.storeNameTaken());
  await expect(page).toHaveURL(/\/store1$/);
  await details.getByLabel(m.brandName()).fill(brand);

  // A slow uplink, so that the upload's progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await details.getByRole('button', { name: m.next() }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page).toHaveURL(/\/store2$/, { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Step 2: each identifier refused with its own message.
  const finance = form(page, m.financeAndKyc());
  await finance.getByRole('button', { name: m.next() }).click();
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
  await finance.getByLabel(m.accountNo()).fill(STORE_INPUT.accNum);
  await finance.getByLabel(m.branch()).fill(STORE_INPUT.branch);
  await finance.getByLabel(m.upiId()).fill(STORE_INPUT.upiId);
  await finance.getByLabel(m.ifscCode()).fill(STORE_INPUT.ifsc);
  // A GSTIN belongs to one owner: this new owner's is one nobody has used.
  const kyc = freshKyc();
  await finance.getByLabel(m.panNo()).fill(kyc.panNum);
  await finance.getByLabel(m.aadhaarNo()).fill(freshAadhaar());
  // A GSTIN of the right shape whose check character is wrong.
  await refused(page, m.financeAndKyc(), m.gstNo(), '29ABCPE1234F1Z8', m.gstinCheck());
  await refused(page, m.financeAndKyc(), m.gstNo(), '99ABCPE1234F1Z7', m.gstinState());
  // The owner's GSTIN of another state than page 1's: said here, naming both (issue 48).
  await refused(
    page,
    m.financeAndKyc(),
    m.gstNo(),
    gstinFor('27', kyc.panNum),
    m.gstinStateMismatchNamed({
      gstState: GST_STATES['27']!,
      storeState: GST_STATES[STORE_INPUT.stateCode]!,
    }),
  );
  await finance.getByLabel(m.gstNo()).fill(kyc.gstin);
  // A PAN that is valid but not the one inside the GSTIN.
  await refused(page, m.financeAndKyc(), m.panNo(), 'ABCPF1234F', m.panGstinMismatch());
  await refused(page, m.financeAndKyc(), m.panNo(), 'ABCXE1234F', m.panHolder());
  await finance.getByLabel(m.panNo()).fill(kyc.panNum);
  const aadhaar = freshAadhaar();
  const wrongDigit = aadhaar.slice(0, 11) + String((Number(aadhaar[11]) + 1) % 10);
  await refused(page, m.financeAndKyc(), m.aadhaarNo(), wrongDigit, m.aadhaarCheck());
  await refused(page, m.financeAndKyc(), m.aadhaarNo(), '123456789012', m.aadhaarStart());
  await finance.getByLabel(m.aadhaarNo()).fill(aadhaar);
  await refused(page, m.financeAndKyc(), m.ifscCode(), 'HDFC1001234', m.ifscFormat());
  await finance.getByLabel(m.ifscCode()).fill(STORE_INPUT.ifsc);
  await refused(page, m.financeAndKyc(), m.upiId(), 'asha.okhdfc', m.upiFormat());
  await finance.getByLabel(m.upiId()).fill(STORE_INPUT.upiId);

  // Kept across a reload, sealed on this device.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(finance.getByLabel(m.gstNo())).toHaveValue(kyc.gstin);
  await expect(finance.getByLabel(m.aadhaarNo())).toHaveValue(aadhaar);
  await finance.getByRole('button', { name: m.next() }).click();
  await expect(page).toHaveURL(/\/store3$/);

  // Page 1's state edited after page 2 (issue 48, defect 7): page 3 is out of reach and page 2
  // says the mismatch at once, naming both states; put back, the way on is open again.
  const moveTo = async (state: string, pin: string) => {
    await page.goto('/store1');
    await details.getByLabel(m.state(), { exact: true }).selectOption(state);
    await details.getByLabel(m.pinCode()).fill(pin);
    await details.getByRole('button', { name: m.next() }).click();
    await expect(page).toHaveURL(/\/store2$/, { timeout: 20_000 });
  };
  await moveTo('27', '400050');
  await expect(
    finance.getByText(
      m.gstinStateMismatchNamed({
        gstState: GST_STATES[STORE_INPUT.stateCode]!,
        storeState: GST_STATES['27']!,
      }),
    ),
  ).toBeVisible();
  await page.goto('/store3');
  await expect(page).toHaveURL(/\/store2$/);
  await moveTo(STORE_INPUT.stateCode, STORE_INPUT.pinCode);
  await expect(finance.getByLabel(m.gstNo())).toHaveValue(kyc.gstin);
  await finance.getByRole('button', { name: m.next() }).click();
  await expect(page).toHaveURL(/\/store3$/);

  // Step 3: no validation; submit creates the store.
  const policies = form(page, m.productsAndPolicies());
  await policies.getByLabel(m.productTypeHeading()).selectOption('UNISEX');
  await policies.getByLabel(m.storePolicy2()).fill('Hand-made, small batches.');
  await policies.getByLabel(m.returnPolicy()).fill('Returns within 7 days.');
  await policies.getByLabel(m.shippingPolicy()).fill('Ships in 2 days.');
  await policies.getByRole('button', { name: m.submit() }).click();
  await expect(page.getByText(m.storeCreated())).toBeVisible();
  await expect(page).toHaveURL(/\/newStore$/);
  const state = page.getByTestId('store-state');
  await expect(state).toContainText(brand);
  await expect(state).toContainText(m.storePendingState());
  await expect(page.getByRole('link', { name: m.onboardYourStore() })).toHaveCount(0);

  // The draft is gone: onboarding again starts empty.
  await page.goto('/store1');
  await expect(form(page, m.storeDetails()).getByLabel(m.brandName())).toHaveValue('');
  await page.goto('/store3');
  await expect(page).toHaveURL(/\/store1$/);
});
