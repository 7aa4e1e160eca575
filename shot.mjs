import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[360, 780, 'phone'], [1280, 800, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:8390/login?redirect=%2Fadmin%2Flistings');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/listings**');
  await page.getByText('waiting for review').waitFor();
  await page.screenshot({ path: `/tmp/q-${tag}.png`, fullPage: false });
  await page.locator('[data-testid=listing-review]').first().screenshot({ path: `/tmp/q-${tag}-card.png` });
  await ctx.close();
}
// seller side
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:8390/login?redirect=%2Fstore-owner%2Finventory');
await page.getByLabel('Email').fill('owner2@demo.test');
await page.getByLabel('Password').fill('Demo-pass-1');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL('**/store-owner/inventory**');
await page.getByTestId('listing-state').first().waitFor();
await page.screenshot({ path: '/tmp/s-inv.png' });
await browser.close();
