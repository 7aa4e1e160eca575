/**
 * The console in Hindi (decision 030): chosen on the sign-in page, then in the avatar menu, and
 * remembered for the user so that a device with no choice of its own follows it. Elements are
 * found by role and by message, in the language under test.
 */
import { expect, test } from '@playwright/test';
import { LOCALE_NAMES, m } from '../../domain/messages.ts';
import {
  approvedSeller,
  customerViaApi,
  openAs,
  orderViaApi,
  productViaApi,
} from './catalogue-support.ts';
import { orderKeys } from '../../src/features/orders/api/keys.ts';
import {
  DEMO_PASSWORD,
  apiToken,
  freshEmail,
  gql,
  partOf,
  savedCacheHoldsQuery,
  signIn,
  signUpViaApi,
  toast,
} from './support.ts';

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
  await expect(page.getByRole('heading', { name: m.signIn({}, hi), exact: true })).toBeVisible();
  await page.getByLabel(m.email({}, hi)).fill(email);
  await page.getByLabel(m.password({}, hi)).fill(PASSWORD);
  await page.getByRole('button', { name: m.signIn({}, hi), exact: true }).click();
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
  await phone.getByRole('button', { name: m.signIn({}, en), exact: true }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { name: m.yourStore({}, hi) })).toBeVisible();
  // It opened in Hindi: no English console first, reloaded once the user was known.
  expect(
    await phone.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    ),
  ).toBe('navigate');
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

test('an admin names a colour in Hindi, and a seller working in Hindi lists in the catalogue’s Hindi words', async ({
  page,
  request,
}, info) => {
  // Teal starts as the catalogue has it (टील), whatever this server's earlier tests named it.
  const adminToken = await apiToken(request, 'admin@demo.test', DEMO_PASSWORD);
  const palette = (await gql(request, '{ colors { id name } }', {}, adminToken))
    .data as unknown as {
    colors: { id: string; name: string }[];
  };
  const teal = palette.colors.find((c) => c.name === 'Teal')!;
  await gql(
    request,
    'mutation($id: ID!) { setCatalogueName(kind: COLOR, id: $id, locale: "hi", name: "टील") { name } }',
    { id: teal.id },
    adminToken,
  );

  // The admin, in English: Teal is named मोरपंखी; a name too long is said under its field.
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/catalogue')}`);
  await signIn(page, 'admin@demo.test');
  await page.waitForURL((url) => url.pathname === '/admin/catalogue');
  const names = page.getByRole('region', { name: m.catalogueNamesTitle({}, en) });
  await names.getByLabel(m.catalogueNameKind({}, en)).selectOption('COLOR');
  await names.getByLabel(m.catalogueNameItem({}, en)).selectOption({ label: 'Teal · टील' });
  const field = names.getByLabel(m.catalogueNameIn({ language: 'Hindi' }, en));
  await expect(field).toHaveValue('टील');
  await field.fill('म'.repeat(61));
  await names.getByRole('button', { name: m.save({}, en) }).click();
  await expect(names.getByText(m.catalogueNameTooLong({ max: 60 }, en))).toBeVisible();
  // The field says what is wrong, and the keyboard is back in it.
  await expect(field).toBeFocused();
  // Another palette colour's Hindi name would leave sellers two लाल.
  await field.fill('लाल');
  await names.getByRole('button', { name: m.save({}, en) }).click();
  await expect(names.getByText(m.catalogueNameTaken({}, en))).toBeVisible();
  await field.fill('मोरपंखी');
  await names.getByRole('button', { name: m.save({}, en) }).click();
  await toast(page, m.catalogueChanged({}, en));
  await expect(names.getByRole('button', { name: m.save({}, en) })).toBeFocused();
  await expect(names.getByLabel(m.catalogueNameItem({}, en)).locator('option:checked')).toHaveText(
    'Teal · मोरपंखी',
  );
  await names.screenshot({ path: info.outputPath('catalogue-names.png') });
  // Its English name is still the one the palette has.
  await expect(page.getByRole('region', { name: m.colours({}, en) })).toContainText('Teal');

  // A seller who chose Hindi opens the product form on another phone.
  const seller = await approvedSeller(request, 'hindi-names');
  await gql(request, 'mutation { setLocale(locale: "hi") { id } }', {}, seller.token);
  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 360, height: 780 },
    });
  const phone = await context.newPage();
  await phone.goto(`/login?redirect=${encodeURIComponent('/store-owner/inventory/edit-product')}`);
  await signIn(phone, seller.email, seller.password);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  const f = phone.getByRole('form', { name: m.product({}, hi) });
  // The genders read in Hindi too: rendered when the form is, not when its module loaded.
  await expect(f.getByLabel(m.gender({}, hi)).locator('option[value="FE"]')).toHaveText(
    m.labelGenderFe({}, hi),
  );
  await f.getByLabel(m.gender({}, hi)).selectOption('FE');
  const category = f.getByLabel(m.category({}, hi), { exact: true });
  await category.selectOption({ label: 'एथनिक वियर' });
  // The sub-category reads in Hindi; what the form sends is its English name.
  const sub = f.getByLabel(m.subCategory({}, hi));
  await sub.selectOption({ label: 'साड़ियाँ' });
  await expect(sub).toHaveValue('Sarees');
  const sizes = f.getByRole('group', { name: m.sizes({}, hi) });
  await expect(sizes.getByRole('checkbox', { name: 'फ़्री साइज़' })).toBeVisible();
  const colours = f.getByRole('group', { name: m.colours({}, hi) });
  await expect(colours.getByRole('checkbox', { name: 'लाल', exact: true })).toBeVisible();
  await expect(colours.getByRole('checkbox', { name: 'मोरपंखी', exact: true })).toBeVisible();
  await colours.getByRole('checkbox', { name: 'मोरपंखी', exact: true }).scrollIntoViewIfNeeded();
  await phone.screenshot({ path: info.outputPath('product-form-hindi.png') });
  await context.close();
});

test('what the device saved in English is there offline after switching to Hindi: it is the user’s data, not the language’s', async ({
  page,
  context,
  request,
}) => {
  const seller = await approvedSeller(request, 'hindi-saved');
  const customer = await customerViaApi(request, 'hindisavedbuyer');
  const product = await productViaApi(request, seller, 'Saved Kurta');
  await orderViaApi(request, product, { customer, name: 'Saved Buyer' });
  await openAs(page, seller, '/store-owner/orders');
  await expect(page.getByText('Saved Buyer')).toBeVisible();
  await savedCacheHoldsQuery(page, orderKeys.lists(), 30_000, 'Saved Buyer');

  // Switched in the avatar menu (the page reloads in Hindi), then the connection goes.
  await page.getByRole('button', { name: m.accountMenu({}, en) }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await context.setOffline(true);
  await page.goto('/store-owner/orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('Saved Buyer')).toBeVisible();
  await expect(page.getByTestId('saved-at')).toContainText(
    partOf((when) => m.savedOnDeviceAt({ when }, hi)),
  );
  await expect(page.getByText(m.notSavedOffline({}, hi))).toHaveCount(0);
  await context.setOffline(false);
});
